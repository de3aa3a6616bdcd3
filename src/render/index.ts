/** Rendering: the task prompt and skills block, the descriptor's dispatch templates, and the runbook. */
export * from './quote.js';
export * from './prompt.js';
export * from './templates.js';
export * from './runbook.js';
