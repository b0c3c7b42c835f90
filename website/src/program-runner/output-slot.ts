// The attribute of the empty element after each ```text block of a program page
// (src/program-runner/rehype.ts), where the runner shows what that step printed; its value
// numbers the blocks from 0 in page order.
export const outputSlotAttribute = 'data-program-output';
