import type { ChildProcess } from 'node:child_process';

export function serverStarted(child: ChildProcess, timeoutMs: number): Promise<void>;
