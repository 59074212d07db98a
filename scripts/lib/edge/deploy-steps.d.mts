export declare class DeployError extends Error {}

export interface WranglerResult {
  ok: boolean;
  stdout: string;
  stderr: string;
}

export declare const shown: (args: string[]) => string;
export declare function pullConsumerArgs(queue: string, deadLetterQueue: string): string[];

export declare function cloudflareSteps(options: {
  wrangler: (args: string[], options?: { capture?: boolean }) => WranglerResult;
  dryRun: boolean;
  say: (line: string) => void;
}): {
  change(description: string, args: string[]): void;
  ensureExists(kind: string, name: string, infoArgs: string[], createArgs: string[]): string | null;
  ensurePullConsumer(queue: string, deadLetterQueue: string): void;
};

export declare function hashBundle(dir: string): string;
