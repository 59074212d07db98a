// Finds which toolchains this machine really has, so the runner advertises only languages it can
// compile and run. Toolchains outside the sandbox's default read-only view (/usr, /bin, /lib*, /opt)
// are bound into it at their own path, e.g. a rustup toolchain under /root/.rustup.
import { execFile } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { access, readdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { promisify } from 'node:util';
import {
  LANGUAGE_SPECS,
  type Language,
  type LanguageSpec,
  type Toolchain,
  type ToolchainId,
} from './languages';

const execFileAsync = promisify(execFile);

/** What the sandbox shows read-only by default (judge-runner/sandbox/src/rootfs.c). */
const VISIBLE_ROOTS = ['/usr/', '/bin/', '/sbin/', '/lib/', '/lib64/', '/opt/'];

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The first executable among explicit candidates, then the PATH. */
async function locate(name: string, candidates: string[]): Promise<string | null> {
  const fromPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name));
  for (const candidate of [...candidates, ...fromPath]) {
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

async function output(command: string, args: string[]): Promise<string | null> {
  try {
    const { stdout, stderr } = await execFileAsync(command, args, { timeout: 15_000, encoding: 'utf8' });
    return `${stdout}\n${stderr}`.trim();
  } catch {
    return null;
  }
}

function isVisible(path: string): boolean {
  return VISIBLE_ROOTS.some((root) => path.startsWith(root));
}

/** The install prefix (…/bin/tool → …) when the sandbox would not see the binary otherwise. */
async function prefixBinds(binary: string): Promise<string[]> {
  const real = await realpath(binary);
  return isVisible(binary) && isVisible(real) ? [] : [dirname(dirname(real))];
}

function majorOf(version: string): number {
  const match = /(\d+)/.exec(version);
  return match ? Number(match[1]) : 0;
}

async function toolchain(
  id: ToolchainId,
  command: string,
  version: string,
  extra: Partial<Toolchain> = {},
): Promise<Toolchain> {
  return { id, command, version, major: majorOf(version), binds: await prefixBinds(command), ...extra };
}

async function detectGcc(id: 'gcc' | 'g++'): Promise<Toolchain | null> {
  const command = await locate(id, [`/usr/bin/${id}`]);
  if (!command) return null;
  const version = await output(command, ['-dumpfullversion']);
  if (!version) return null;
  // Static linking only where the static libraries are installed (libc6-dev, libstdc++-dev).
  const staticLibraries = id === 'g++' ? ['libc.a', 'libstdc++.a'] : ['libc.a'];
  const found = await Promise.all(
    staticLibraries.map((name) => output(command, [`-print-file-name=${name}`])),
  );
  const staticLink = found.every((path) => !!path && isAbsolute(path) && existsSync(path));
  return toolchain(id, command, `GCC ${version.split('\n')[0]}`, { major: majorOf(version), staticLink });
}

/** JDK config files are symlinks into /etc/java-<n>-openjdk, outside the sandbox's /etc selection. */
async function javaConfigDirs(): Promise<string[]> {
  try {
    const entries = await readdir('/etc', { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && e.name.startsWith('java'))
      .map((e) => join('/etc', e.name));
  } catch {
    return [];
  }
}

async function detectJava(): Promise<Toolchain | null> {
  const javac = await locate('javac', ['/usr/bin/javac']);
  if (!javac) return null;
  const jdkBin = dirname(await realpath(javac));
  const java = join(jdkBin, 'java');
  if (!(await isExecutable(java))) return null;
  const javacVersion = await output(javac, ['-version']);
  const runtime = await output(java, ['-version']);
  const match = javacVersion && /javac\s+(\S+)/.exec(javacVersion);
  if (!match?.[1] || !runtime) return null;
  const vendor = runtime.includes('OpenJDK') ? 'OpenJDK' : 'Java';
  return toolchain('java', join(jdkBin, 'javac'), `${vendor} ${match[1]}`, {
    runner: java,
    major: majorOf(match[1]),
    binds: [...(isVisible(jdkBin) ? [] : [dirname(jdkBin)]), ...(await javaConfigDirs())],
  });
}

async function detectPython(id: 'python3' | 'pypy3'): Promise<Toolchain | null> {
  // Version-manager shims (pyenv) are shell scripts that cannot work inside the sandbox.
  const command = await locate(id, [`/usr/bin/${id}`, `/usr/local/bin/${id}`]);
  if (!command || (await realpath(command)).includes('/shims/')) return null;
  const text = await output(command, ['--version']);
  if (!text) return null;
  if (id === 'pypy3') {
    const pypy = /PyPy (\S+)/.exec(text)?.[1];
    const python = /Python (\S+)/.exec(text)?.[1];
    return pypy ? toolchain(id, command, `PyPy ${pypy}${python ? ` (Python ${python})` : ''}`) : null;
  }
  const python = /Python (\S+)/.exec(text)?.[1];
  return python ? toolchain(id, command, `Python ${python}`) : null;
}

async function detectGo(): Promise<Toolchain | null> {
  const command = await locate('go', ['/usr/local/go/bin/go', '/usr/lib/go/bin/go', '/usr/bin/go']);
  if (!command) return null;
  const text = await output(command, ['version']);
  const version = text && /go version go(\S+)/.exec(text)?.[1];
  return version ? toolchain('go', command, `Go ${version}`) : null;
}

async function detectRust(): Promise<Toolchain | null> {
  const front = await locate('rustc', ['/usr/bin/rustc', join(homedir(), '.cargo/bin/rustc')]);
  if (!front) return null;
  // A rustup proxy picks the toolchain from $HOME at run time; the sandbox runs the real binary.
  const sysroot = await output(front, ['--print', 'sysroot']);
  if (!sysroot) return null;
  const root = sysroot.split('\n')[0]!;
  const command = join(root, 'bin/rustc');
  if (!(await isExecutable(command))) return null;
  const text = await output(command, ['--version']);
  const version = text && /rustc (\S+)/.exec(text)?.[1];
  if (!version) return null;
  return toolchain('rust', command, `rustc ${version}`, { binds: isVisible(command) ? [] : [root] });
}

async function detectNode(): Promise<Toolchain | null> {
  const command = await locate('node', ['/usr/bin/node', '/usr/local/bin/node', process.execPath]);
  if (!command) return null;
  const version = await output(command, ['--version']);
  return version?.startsWith('v') ? toolchain('node', command, `Node.js ${version.split('\n')[0]}`) : null;
}

const DETECTORS: Record<ToolchainId, () => Promise<Toolchain | null>> = {
  gcc: () => detectGcc('gcc'),
  'g++': () => detectGcc('g++'),
  java: detectJava,
  python3: () => detectPython('python3'),
  pypy3: () => detectPython('pypy3'),
  go: detectGo,
  rust: detectRust,
  node: detectNode,
};

export async function detectToolchains(): Promise<Map<ToolchainId, Toolchain>> {
  const ids = Object.keys(DETECTORS) as ToolchainId[];
  const found = await Promise.all(ids.map((id) => DETECTORS[id]()));
  const toolchains = new Map<ToolchainId, Toolchain>();
  ids.forEach((id, i) => {
    const tc = found[i];
    if (tc) toolchains.set(id, tc);
  });
  return toolchains;
}

export function describeLanguage(spec: LanguageSpec, tc: Toolchain): string {
  return spec.variant ? `${tc.version} (${spec.variant})` : tc.version;
}

/** The languages this machine can compile and run, in table order. */
export async function detectLanguages(specs: readonly LanguageSpec[] = LANGUAGE_SPECS): Promise<Language[]> {
  const toolchains = await detectToolchains();
  const languages: Language[] = [];
  for (const spec of specs) {
    const tc = toolchains.get(spec.toolchain);
    if (!tc || (spec.minimumMajor !== undefined && tc.major < spec.minimumMajor)) continue;
    languages.push({ ...spec, description: describeLanguage(spec, tc), toolchainInfo: tc });
  }
  return languages;
}
