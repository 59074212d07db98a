export declare const PULL_CONSUMER: { readonly maxRetries: number; readonly visibilityTimeoutSecs: number };
