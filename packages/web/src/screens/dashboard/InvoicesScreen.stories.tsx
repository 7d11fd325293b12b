import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
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
