// The signature path: the checks that decide what may be signed and the flows that sign and
// submit. Its own chunk, loaded when a quote is on screen with a wallet connected (see
// hooks/useSignaturePath.ts): a first visit, which has neither, carries none of it.
export { planFor, withApprovalOnChain } from './plan';
export {
  confirmExecution,
  isUserRejection,
  runGasless,
  runTransfer,
  submitExecutionOnce,
  submitGaslessOnce,
} from './submit-flow';
