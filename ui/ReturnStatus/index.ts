export { ReturnStatus, RETURN_STEP_STATES, stepsOf } from './ReturnStatus';
export type { ReturnStatusLabels, ReturnStatusProps, ReturnStepState } from './ReturnStatus';
