import { createContext } from 'react';
import type { ScanwiseContainer } from './container';

/** Holds the app's one container; `null` outside a provider so the hook can say what is wrong. */
export const ServiceContainerContext = createContext<ScanwiseContainer | null>(null);
