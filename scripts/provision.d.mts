export declare const REQUIRED: { command: string; package: string }[];
export declare function onPath(name: string, path?: string): string | null;
export type ProvisionPlan =
  | { action: 'none' }
  | { action: 'install'; commands: string[][]; message: string }
  | { action: 'fail'; message: string };
export declare function provisionPlan(input: { missing: string[]; isRoot: boolean; hasAptGet: boolean }): ProvisionPlan;
