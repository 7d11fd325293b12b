import { MEMBER_QUERY_KEYS } from '@scanwise/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { InvoicesScreen } from './InvoicesScreen';
import { INVOICES, SERVER_ERROR } from './dashboardFixtures';

const meta = {
  title: 'Screens/Dashboard/Invoices',
  component: InvoicesScreen,
  parameters: { scanwise: { route: '/invoices' } },
} satisfies Meta<typeof InvoicesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A due invoice (Pay now) and a paid one (PDF). */
export const Filled: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'invoiceList', { body: INVOICES }),
    },
  },
};

export const Empty: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'invoiceList', { body: [] }),
    },
  },
};

export const Loading: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) => answerCall(ports, 'invoiceList', 'loading'),
    },
  },
};

export const Failed: Story = {
  parameters: {
    scanwise: {
      setup: (_: unknown, ports: FakeScanwisePorts) =>
        answerCall(ports, 'invoiceList', SERVER_ERROR),
    },
  },
};

/** Shown from the last visit while the refresh behind them failed: a quiet note, a refresh. */
export const RefreshFailed: Story = {
  parameters: {
    scanwise: {
      setup: (container: ScanwiseContainer, ports: FakeScanwisePorts) => {
        const cache = container.get(TOKENS.remoteData);
        cache.setData(MEMBER_QUERY_KEYS.invoices, () => INVOICES);
        cache.invalidate(MEMBER_QUERY_KEYS.invoices);
        answerCall(ports, 'invoiceList', SERVER_ERROR);
      },
    },
  },
};
