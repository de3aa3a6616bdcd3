export declare const GUARD_PLUGIN_ENTRY: string;
export declare const GUARD_PLUGIN_BUNDLE: string;
export declare function buildGuardPlugin(outfile?: string): Promise<{ outfile: string; bytes: number }>;
