// What the lane's long-lived sandbox (judge-runner/sandbox/src/lane.c, lane_init.c) must guarantee
// between two runs of one lane: the first run leaves nothing the second can see or touch, and the
// program cannot reach the init that outlives it. Runs go through the server, as the runner's do.
// Needs root (namespaces, cgroups, uid switch).
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerLauncher } from '../judge/launcher';
import type { SandboxOptions, SandboxResult } from './run-sandboxed';
import {
  ensureSandboxBuilt,
  expectOwnMemoryFigures,
  isRoot,
  MEMORY_FIGURE_PROGRAMS,
  processesOfUid,
  Workspace,
} from './test-support';

const UID = 61970;
const CGROUP = 'vitest-lane';
/** The memory limit in force in the lane's cgroup, on cgroup v1. */
const V1_LIMIT = `/sys/fs/cgroup/memory/jsandbox/${CGROUP}/memory.limit_in_bytes`;

const PROGRAMS = {
  // Forks a child that outlives it (compile profile only): it ignores SIGTERM and sleeps.
  leaveChild: `#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  pid_t child = fork();
  if (child == 0) { signal(SIGTERM, SIG_IGN); setsid(); sleep(60); return 0; }
  printf("%d\\n", child > 0);
  return 0;
}`,
  // The main thread ends while another thread sleeps on: the process lives on in that thread.
  leaveThread: `#include <pthread.h>
#include <unistd.h>
static void *sleeper(void *arg) { (void)arg; sleep(60); return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, sleeper, 0);
  pthread_exit(0);
}`,
  // Every process it can see, every entry of /tmp, and when /tmp last changed (a fresh mount is new).
  census: `#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
int main(void) {
  DIR *d = opendir("/proc");
  for (struct dirent *e; d && (e = readdir(d));) if (atoi(e->d_name) > 0) printf("pid %s\\n", e->d_name);
  DIR *t = opendir("/tmp");
  for (struct dirent *e; t && (e = readdir(t));) if (e->d_name[0] != '.') printf("tmp %s\\n", e->d_name);
  struct stat st;
  if (stat("/tmp", &st) == 0) printf("tmp-changed %lld.%09ld\\n", (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
  return 0;
}`,
  scribbleTmp: `#include <stdio.h>
#include <sys/stat.h>
int main(void) {
  FILE *f = fopen("/tmp/secret", "w");
  mkdir("/tmp/dir", 0777);
  FILE *g = fopen("/tmp/dir/inner", "w");
  printf("%d %d\\n", f != 0 && fputs("first run", f) >= 0, g != 0);
  return 0;
}`,
  // Tries to create one object of each SysV IPC kind and a POSIX message queue, then lists what the
  // namespace holds.
  ipc: `#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
static void list(const char *path) {
  FILE *f = fopen(path, "r");
  char line[512];
  int rows = 0;
  while (f && fgets(line, sizeof line, f)) rows++;
  printf("%s %d\\n", path, f ? rows - 1 : -1);
}
int main(void) {
  printf("shm %d\\n", shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0666) >= 0);
  printf("msg %d\\n", msgget(IPC_PRIVATE, IPC_CREAT | 0666) >= 0);
  printf("sem %d\\n", semget(IPC_PRIVATE, 1, IPC_CREAT | 0666) >= 0);
  printf("mq %d\\n", mq_open("/left", O_CREAT | O_RDWR, 0666, 0) >= 0);
  list("/proc/sysvipc/shm");
  list("/proc/sysvipc/msg");
  list("/proc/sysvipc/sem");
  return 0;
}`,
  // Goes for the lane's init (PID 1 of the namespace).
  attackInit: `#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <sys/ptrace.h>
#include <unistd.h>
int main(void) {
  printf("kill %d\\n", kill(1, SIGKILL));
  printf("term %d\\n", kill(1, SIGTERM));
  printf("ptrace %ld\\n", ptrace(PTRACE_ATTACH, 1, 0, 0));
  printf("seize %ld\\n", ptrace(PTRACE_SEIZE, 1, 0, 0));
  // stat and schedstat hold init's counters (its children's CPU time and page faults, its own run
  // time), which every run adds to.
  const char *files[] = {"/proc/1/mem", "/proc/1/environ", "/proc/1/maps", "/proc/1/stat", "/proc/1/schedstat",
                         "/proc/1/status"};
  for (int i = 0; i < 6; i++) printf("%s %s\\n", files[i], open(files[i], O_RDONLY) >= 0 ? "OPEN" : "denied");
  printf("fd-dir %s\\n", access("/proc/1/fd/0", F_OK) == 0 ? "OPEN" : "denied");
  return 0;
}`,
  // The descriptors it was given.
  fds: `#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  DIR *d = opendir("/proc/self/fd");
  for (struct dirent *e; d && (e = readdir(d));) if (e->d_name[0] != '.' && atoi(e->d_name) != dirfd(d)) printf("fd %s\\n", e->d_name);
  return 0;
}`,
  // Its pid, then it starts and ends 50 threads, each taking a pid of the namespace.
  pidAndThreads: `#include <pthread.h>
#include <stdio.h>
#include <unistd.h>
static void *nothing(void *arg) { return arg; }
int main(void) {
  printf("pid %d\\n", getpid());
  for (int i = 0; i < 50; i++) {
    pthread_t t;
    if (pthread_create(&t, 0, nothing, 0) == 0) pthread_join(t, 0);
  }
  return 0;
}`,
  // Leaves /tmp as it found it, but for traces: inodes made and dropped (O_TMPFILE), its times set
  // (to the moment it chose) and read (atime); prints the ctime that left, and ends 20 ms later.
  markTmp: `#define _GNU_SOURCE
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
  for (int i = 0; i < 20; i++) close(open("/tmp", O_TMPFILE | O_RDWR, 0600));
  utimensat(AT_FDCWD, "/tmp", NULL, 0);
  DIR *d = opendir("/tmp");
  while (d && readdir(d)) {
  }
  struct stat st;
  stat("/tmp", &st);
  printf("%lld.%09ld\\n", (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
  usleep(20000);
  return 0;
}`,
  // What a fresh /tmp looks like: its three times equal, the number the next inode gets, the ctime.
  tmpState: `#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
int main(void) {
  struct stat st, made;
  stat("/tmp", &st);
  int fd = open("/tmp", O_TMPFILE | O_RDWR, 0600);
  fstat(fd, &made);
  int same = st.st_atim.tv_sec == st.st_mtim.tv_sec && st.st_atim.tv_nsec == st.st_mtim.tv_nsec &&
             st.st_mtim.tv_sec == st.st_ctim.tv_sec && st.st_mtim.tv_nsec == st.st_ctim.tv_nsec;
  printf("times-equal %d\\ninode %lu\\nctime %lld.%09ld\\n", same, (unsigned long)made.st_ino,
         (long long)st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
  return 0;
}`,
  ...MEMORY_FIGURE_PROGRAMS,
  // Prints as many KiB as its argument says.
  printKb: `#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  static char line[1024];
  for (int i = 0; i < 1023; i++) line[i] = 'x';
  line[1023] = '\\n';
  for (long i = 0, n = argc > 1 ? atol(argv[1]) : 0; i < n; i++) fwrite(line, 1, sizeof line, stdout);
  return 0;
}`,
  // Touches 1 MiB, then kills itself.
  selfKill: `#include <signal.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(1 << 20);
  if (p) memset(p, 1, 1 << 20);
  raise(SIGKILL);
  return p ? p[100] : 1;
}`,
};

/** The lane's init as the host sees it: the child of the server that is PID 1 in its namespace. */
function laneInits(): number[] {
  const inits: number[] = [];
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const nspid = /^NSpid:\s+(.+)$/m.exec(status)?.[1]?.trim().split(/\s+/);
      const ppid = Number(/^PPid:\s+(\d+)$/m.exec(status)?.[1]);
      if (nspid?.length === 2 && nspid[1] === '1' && parentIsServer(ppid)) inits.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return inits;
}

function parentIsServer(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--serve');
  } catch {
    return false;
  }
}

describe.skipIf(!isRoot)("a lane's long-lived sandbox", () => {
  let ws: Workspace;
  let bin: Record<keyof typeof PROGRAMS, string>;
  let box: string;
  let launcher: ServerLauncher;

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    ws = await Workspace.create('jsandbox-lane');
    bin = (await ws.compileC(PROGRAMS, ['-pthread'])) as typeof bin;
    box = await ws.box('box', bin);
    launcher = new ServerLauncher();
  }, 60_000);

  afterAll(async () => {
    launcher?.close();
    await ws?.dispose();
  });

  let runs = 0;
  /** Runs one of the programs in the lane's one box, as the runner does run after run. */
  async function run(
    program: keyof typeof PROGRAMS,
    { args = [], ...options }: Partial<SandboxOptions> & { args?: string[] } = {},
  ): Promise<{ result: SandboxResult; stdout: string }> {
    const stdout = ws.path(`stdout-${++runs}`);
    const result = await launcher.run({
      command: [`./${program}`, ...args],
      box,
      stdout,
      cpuMs: 1000,
      wallMs: 3000,
      memoryKb: 128 * 1024,
      uid: UID,
      gid: UID,
      cgroup: CGROUP,
      ...options,
    });
    return { result, stdout: readFileSync(stdout, 'utf8') };
  }

  /** The next run sees no process but itself (init is hidden from it), and an empty /tmp; says when
   * /tmp changed. */
  async function expectNothingLeft(): Promise<string> {
    expect(await processesOfUid(UID)).toEqual([]);
    const { result, stdout } = await run('census');
    expect(result.status).toBe('OK');
    expect(stdout.match(/^pid .+$/gm)).toEqual(['pid 2']);
    expect(stdout).not.toMatch(/^tmp /m);
    return /^tmp-changed (.+)$/m.exec(stdout)![1]!;
  }

  it('keeps one init for the lane, run after run', async () => {
    await run('census');
    const [init] = laneInits();
    expect(init).toBeDefined();
    await run('census');
    await run('census', { seccomp: 'compile' });
    expect(laneInits()).toEqual([init]);
  });

  it('ends a child that a compile left behind before the run is reported', async () => {
    const { result, stdout } = await run('leaveChild', { seccomp: 'compile' });
    expect(result.status).toBe('OK');
    expect(stdout).toBe('1\n');
    await expectNothingLeft();
  });

  it('ends a thread that outlived its main thread (the run ends at its wall limit)', async () => {
    const { result } = await run('leaveThread', { wallMs: 500 });
    expect(result).toMatchObject({ status: 'TLE', timeKind: 'wall' });
    await expectNothingLeft();
  });

  it('empties /tmp between runs, and only after a run that wrote there', async () => {
    const before = await expectNothingLeft();
    expect(await expectNothingLeft()).toBe(before);
    const { stdout } = await run('scribbleTmp');
    expect(stdout).toBe('1 1\n');
    expect(await expectNothingLeft()).not.toBe(before);
  });

  it('gives every run a /tmp with no trace of the run before: no times set or read, no inode made and dropped', async () => {
    const states: string[] = [];
    for (let round = 0; round < 2; round++) {
      const marked = await run('markTmp');
      expect(marked.result.status).toBe('OK');
      const { stdout } = await run('tmpState');
      expect(stdout).toMatch(/^times-equal 1$/m);
      expect(/^ctime (.+)$/m.exec(stdout)![1]).not.toBe(marked.stdout.trim());
      states.push(/^inode (\d+)$/m.exec(stdout)![1]!);
    }
    expect(states[1]).toBe(states[0]);
  });

  it('lets no SysV IPC object or message queue be made, whatever the profile', async () => {
    for (const seccomp of ['run', 'compile', 'none'] as const) {
      const { stdout } = await run('ipc', { seccomp });
      expect(stdout).toContain('shm 0\nmsg 0\nsem 0\nmq 0\n');
      expect(stdout).toContain('/proc/sysvipc/shm 0\n/proc/sysvipc/msg 0\n/proc/sysvipc/sem 0\n');
    }
  });

  it("cannot kill, trace or read the lane's init, which goes on serving", async () => {
    await run('census');
    const [init] = laneInits();
    for (const seccomp of ['run', 'none'] as const) {
      const { result, stdout } = await run('attackInit', { seccomp });
      expect(result.status).toBe('OK');
      expect(stdout).toContain('kill -1\nterm -1\nptrace -1\nseize -1\n');
      expect(stdout).toContain(
        '/proc/1/mem denied\n/proc/1/environ denied\n/proc/1/maps denied\n/proc/1/stat denied\n' +
          '/proc/1/schedstat denied\n/proc/1/status denied\nfd-dir denied\n',
      );
    }
    await expectNothingLeft();
    expect(laneInits()).toEqual([init]);
  });

  it('gives every run the same pids, whatever the run before it started', async () => {
    for (const seccomp of ['run', 'compile', 'run'] as const) {
      const { result, stdout } = await run('pidAndThreads', { seccomp });
      expect(result.status).toBe('OK');
      expect(stdout).toBe('pid 2\n');
    }
    const { stdout } = await run('leaveChild', { seccomp: 'compile' });
    expect(stdout).toBe('1\n');
    expect((await run('pidAndThreads')).stdout).toBe('pid 2\n');
  });

  it('gives the program only its three stdio descriptors', async () => {
    for (const seccomp of ['run', 'compile'] as const) {
      const { stdout } = await run('fds', { seccomp });
      expect(stdout).toBe('fd 0\nfd 1\nfd 2\n');
    }
  });

  it("measures and limits the program's own memory", () => expectOwnMemoryFigures(run));

  it("lowers the memory limit below the earlier runs' output that stays charged to the cgroup (on a tmpfs)", async () => {
    // Output files on a tmpfs (a runner's work directory under a tmpfs /tmp, its compile log kept
    // while the runs execute) are charged to the writer's cgroup and cannot be reclaimed without
    // swap: v1 refuses a limit below them (EBUSY).
    const shm = ws.path('shm');
    mkdirSync(shm);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'vitest-lane-output', shm]);
    try {
      const printed = await launcher.run({
        command: ['./printKb', String(12 * 1024)],
        box,
        stdout: join(shm, 'kept'),
        cpuMs: 1000,
        memoryKb: 256 * 1024,
        outputKb: 32 * 1024,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      expect(printed.status).toBe('OK');
      const small = await run('census', { memoryKb: 4 * 1024 });
      expect(small.result).toMatchObject({ status: 'OK' });
      expect(small.stdout).toMatch(/^pid 2$/m);
      // The limit is still the program's own memory.
      expect((await run('touch64', { memoryKb: 32 * 1024 })).result.status).toBe('MLE');
      expect((await run('touch64', { memoryKb: 96 * 1024 })).result.status).toBe('OK');
      await run('census', { memoryKb: 4 * 1024 });
      if (existsSync(V1_LIMIT)) expect(Number(readFileSync(V1_LIMIT, 'utf8'))).toBeGreaterThan(16 << 20);
    } finally {
      execFileSync('umount', [shm]);
    }
    // Once that charge is gone, the run's own limit is in force again.
    expect((await run('census', { memoryKb: 4 * 1024 })).result.status).toBe('OK');
    if (existsSync(V1_LIMIT)) expect(Number(readFileSync(V1_LIMIT, 'utf8'))).toBe(4 << 20);
  });

  it('tells a program that killed itself from one killed at its memory limit', async () => {
    for (let round = 0; round < 3; round++) {
      // Page cache the run before left charged to the cgroup (clean, and below the 8 MiB the
      // sandbox empties before a run), which the cgroup's peak counts.
      const printed = await run('printKb', {
        memoryKb: 256 * 1024,
        outputKb: 16 * 1024,
        args: [String(7400)],
      });
      expect(printed.result.status).toBe('OK');
      const written = openSync(ws.path(`stdout-${runs}`), 'r');
      fsyncSync(written);
      closeSync(written);
      const { result } = await run('selfKill', { memoryKb: 8 * 1024 });
      expect(result).toMatchObject({ status: 'RE', signal: 9 });
    }
  });

  it('ends everything in the lane when the server is killed', async () => {
    const running = launcher.run({
      command: ['./leaveThread'],
      box,
      cpuMs: 1000,
      wallMs: 30_000,
      memoryKb: 65536,
      uid: UID,
      gid: UID,
      cgroup: CGROUP,
    });
    const waitFor = async (done: () => Promise<boolean>) => {
      for (let attempt = 0; attempt < 200 && !(await done()); attempt++)
        await new Promise((r) => setTimeout(r, 25));
    };
    await waitFor(async () => (await processesOfUid(UID)).length > 0);
    expect(await processesOfUid(UID)).not.toEqual([]);
    launcher.close();
    await expect(running).rejects.toThrow(/closed/);
    await waitFor(async () => (await processesOfUid(UID)).length === 0);
    expect(await processesOfUid(UID)).toEqual([]);
    expect(laneInits()).toEqual([]);
    launcher = new ServerLauncher();
  });
});
