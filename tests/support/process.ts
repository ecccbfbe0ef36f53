import { spawn } from 'node:child_process'

/**
 * Runs a command to its end and answers its exit code and everything it printed (stdout and
 * stderr together). A command still running after `timeoutMs` gets `signal`, so a start that
 * should have refused hangs no test.
 */
export async function runToExit(
  command: string,
  args: string[],
  { cwd, env, timeoutMs, signal }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number; signal: NodeJS.Signals },
): Promise<{ code: number | null; output: string }> {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill(signal), timeoutMs)
    child.once('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  return { code, output }
}
