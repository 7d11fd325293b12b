import { MEMBER_QUERY_KEYS } from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  failCall,
  failing,
  holding,
  joined,
  signedIn,
} from '../../test/platform/platformScene';
import { InvoicesScreen } from './InvoicesScreen';

const meta = {
  title: 'Screens/Dashboard/Invoices',
  component: InvoicesScreen,
  parameters: { scanwise: { route: '/invoices' } },
} satisfies Meta<typeof InvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mammography's due invoice (Pay now) and two paid ones (PDF). */
export const Filled: Story = {
  parameters: { scanwise: { scene: signedIn() } },
};

export const Empty: Story = {
  parameters: { scanwise: { scene: joined } },
};

export const Loading: Story = {
  parameters: { scanwise: { scene: allOf(holding('invoiceList'), signedIn()) } },
};

export const Failed: Story = {
  parameters: { scanwise: { scene: allOf(failing('invoiceList'), signedIn()) } },
};

/** Shown from the last visit while the refresh behind them failed: a quiet note, a refresh. */
export const RefreshFailed: Story = {
  parameters: {
    scanwise: {
      scene: allOf(signedIn(), (scene) => {
        const cache = scene.container.get(TOKENS.remoteData);
        cache.setData(MEMBER_QUERY_KEYS.invoices, () =>
          scene.platform.listInvoices(DEMO_MEMBER.id),
        );
        cache.invalidate(MEMBER_QUERY_KEYS.invoices);
        failCall(scene, 'invoiceList');
      }),
    },
  },
};
