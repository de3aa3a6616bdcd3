export declare function buildInputsDigest(root?: string): string;
export declare function writeBuildStamp(root?: string): void;
export declare function buildIsCurrent(root?: string): boolean;
