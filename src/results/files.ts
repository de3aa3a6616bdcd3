/** The names of the files a run leaves behind, shared by the code that writes them and the code that reads them. */

/** Per task, in its artifacts folder. */
export const TRANSCRIPT_FILE = 'transcript.json';
export const RESULT_FILE = 'dispatch-result.json';
export const FINAL_MESSAGE_FILE = 'final-message.md';
/** The filesystem changes around a run without bwrap (dispatch's snapshots; the audit attributes them). */
export const FS_CHANGES_FILE = 'fs-changes.json';
/** What the model emitted to the task, as the harness's proxy read it (the oracle for the transcript's tool calls). */
export const MODEL_RECORD_FILE = 'model-record.json';
/** The prompt exactly as dispatched (eval-magic's run.json records it). */
export const PROMPT_FILE = 'prompt.md';

/** Per suite run, in its output folder. */
export const RESULTS_FILE = 'results.json';
export const JUNIT_FILE = 'junit.xml';
export const REPORT_FILE = 'report.html';
/** Written by `suite compare --out`. */
export const COMPARISON_FILE = 'comparison.json';
/** Each task's artifacts live in `<out>/tasks/<task id>/`. */
export const TASKS_DIR = 'tasks';
