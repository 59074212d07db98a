/** The local stand-in for Neon's endpoints (index.mjs): the WebSocket bridge and `POST /sql`. */
export interface NeonWsProxy {
  /** The bound port (the one asked for, or a free one for 0). */
  port: number;
  /** Ends every tunnel and the `/sql` endpoint's pools, then stops listening. */
  close(): Promise<void>;
}

export declare function startNeonWsProxy(options: {
  port?: number;
  host?: string;
  /** The `host:port` pairs it may dial. */
  targets: string[];
  log?: (line: string) => void;
}): Promise<NeonWsProxy>;
