/// <reference types="vite/client" />

/** The payments the build decided (vite.config.ts: `paymentsBuildCheck`). */
declare module 'virtual:scanwise/payments' {
  // An ambient module cannot import a relative module: the type through import().
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const payments: import('./config/payments').PaymentsSetup;
  export default payments;
}
