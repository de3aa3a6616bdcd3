/**
 * What a suite run refuses before any task starts, in one place so `suite plan`
 * catches all of it too: an unset API key variable, a judge check without a
 * judge model, and a gate rule that no outcome of the planned repeats can meet.
 */
import { InputError } from '../errors.js';
import { fieldName, placeOf } from '../field-problems.js';
import type { JudgeModel } from '../judge/run.js';
import { CONTROL_OF } from '../results/schema.js';
import { designCheck, designLine, type RuleDesign } from './design.js';
import type { Suite } from './load.js';
import { caseRepeat, planAll } from './plan.js';
import { suiteApiKey, suiteJudgeModel, type ProviderOverride } from './run.js';

export interface PreflightOptions {
  provider?: ProviderOverride;
  judgeModel?: JudgeModel;
  repeat?: number;
  filter?: string;
  /** Run even when a gate rule is unreachable with the planned repeats. */
  allowUnreachable?: boolean;
}

export interface Preflight {
  judgeModel: JudgeModel | undefined;
  design: RuleDesign[];
}

/** The design of every planned case's gate rules (cases --filter leaves out are not judged, so not checked). */
export function suiteDesign(suite: Suite, options: Pick<PreflightOptions, 'repeat' | 'filter'> = {}): RuleDesign[] {
  const planned = planAll(suite, options);
  return designCheck(
    suite.cases.flatMap((c, i) => {
      const conditions = new Set(planned.filter((t) => t.caseId === c.id).map((t) => t.condition));
      if (!conditions.size) return [];
      const hasControl = [...conditions].some((k) => CONTROL_OF[k] !== undefined && conditions.has(CONTROL_OF[k]!));
      return [{ id: c.id, gate: c.gate, bounds: caseRepeat(suite, i, options.repeat), hasControl }];
    }),
  );
}

/** Throws an InputError (exit 2) for the first thing the user must fix; returns the judge model and the design. */
export async function preflight(suite: Suite, options: PreflightOptions): Promise<Preflight> {
  // Every refusal names the file and the line of the field at fault (Suite.lines).
  const at = (field: string) => placeOf(suite.file, suite.lines[field]);
  const withLine = (err: unknown, field: string) =>
    err instanceof InputError && err.where === suite.file ? new InputError(err.message.slice(`${suite.file}: `.length), at(field), err.code) : err;
  suite.models.forEach((model, k) => {
    if (options.provider || model.provider !== 'openai-compatible') return;
    try {
      suiteApiKey({ ...suite, model });
    } catch (err) {
      throw withLine(err, suite.matrix ? fieldName(['model', k, 'api_key_env']) : 'model.api_key_env');
    }
  });
  if (!options.provider && suite.responder_model?.provider === 'openai-compatible' && suite.cases.some((c) => c.responder)) {
    try {
      suiteApiKey(suite, process.env, 'responder_model');
    } catch (err) {
      throw withLine(err, 'responder_model.api_key_env');
    }
  }
  const judgeModel = options.judgeModel ?? (await suiteJudgeModel(suite).catch((err: unknown) => Promise.reject(withLine(err, 'judge_model.api_key_env'))));
  const judgedAt = suite.cases.findIndex((c) => c.checks.some((k) => k.type === 'judge' || k.type === 'judge_pairwise'));
  if (judgedAt >= 0 && !judgeModel) {
    const judged = suite.cases[judgedAt]!;
    const check = judged.checks.findIndex((k) => k.type === 'judge' || k.type === 'judge_pairwise');
    const message = `case "${judged.id}" has a judge check: give the suite a [judge_model] or pass --judge-provider`;
    throw new InputError(message, at(fieldName(['case', judgedAt, 'check', check])), 'suite_invalid');
  }
  const design = suiteDesign(suite, options);
  const unreachable = design.filter((d) => !d.reachable && d.rule === 'min_delta');
  if (unreachable.length && !options.allowUnreachable) {
    const ruleAt = (d: RuleDesign) => at(fieldName(['case', suite.cases.findIndex((c) => c.id === d.case_id), 'gate', d.rule]));
    const listed = unreachable.map((d) => `${ruleAt(d)}: ${designLine(d)}`).join('\n  ');
    throw new InputError(
      `no outcome of the planned repeats can pass the gate (--allow-unreachable runs anyway):\n  ${listed}`,
      ruleAt(unreachable[0]!),
      'gate_unreachable',
    );
  }
  return { judgeModel, design };
}
