import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a script of bench/ in a process of its own (a load generator leaves the server its event
 * loop and core; a long job can be killed): `script` gets `input` as JSON on stdin and prints its
 * result as JSON on stdout.
 * Killed, and the promise rejected, after `timeoutMs`.
 */
export function runChild<T>(script: string, input: unknown, timeoutMs: number): Promise<T> {
  const file = fileURLToPath(new URL(`../${script}`, import.meta.url));
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return reject(new Error(`${script} exited with ${code}: ${err.trim().slice(-2000)}`));
      try {
        resolve(JSON.parse(out) as T);
      } catch {
        reject(new Error(`${script} printed no JSON: ${out.slice(0, 500)} ${err.slice(-1000)}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** In a child script: reads the JSON input from stdin. */
export async function readInput<T>(): Promise<T> {
  let text = '';
  for await (const chunk of process.stdin) text += (chunk as Buffer).toString();
  return JSON.parse(text) as T;
}
