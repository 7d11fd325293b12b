export {
  TOAST_HIDDEN,
  ToastMachine,
  type Toast,
  type ToastMachineOptions,
  type ToastToken,
} from './toastMachine';
