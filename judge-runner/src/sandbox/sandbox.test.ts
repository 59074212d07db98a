// Runs the real helper: verdicts, the escape battery, the non-root fallback and interactive wiring,
// each both ways the helper runs: one helper process per run (the command line), and the runner's
// way, through a server per cgroup whose lane keeps its sandbox's init from run to run (every run
// here has a box of its own, so the lane also builds and drops roots as it goes). Needs root
// (namespaces, cgroups, uid switch), as on the judge machines and in CI.
import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, readFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerLauncher } from '../judge/launcher';
import { findLanguageSpec, isLanguageMemoryError } from '../languages/languages';
import {
  runSandboxed,
  SANDBOX_BINARY,
  type SandboxOptions,
  type SandboxResult,
  sandboxArgs,
} from './run-sandboxed';
import {
  ensureSandboxBuilt,
  expectOwnMemoryFigures,
  isRoot,
  MEMORY_FIGURE_PROGRAMS,
  processesOfUid,
  Workspace,
} from './test-support';

const execFileAsync = promisify(execFile);

const UID = 60100;
const CGROUP = 'vitest-sandbox';

const PROGRAMS = {
  aplusb: `#include <stdio.h>
int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 2; printf("%lld\\n", a + b); return 0; }`,
  spin: `int main(void) { volatile unsigned long x = 0; for (;;) x++; }`,
  sleeper: `#include <unistd.h>
int main(void) { sleep(30); return 0; }`,
  hog: `#include <stdio.h>
#include <stdlib.h>
int main(void) {
  size_t n = (size_t)512 << 20;
  volatile char *p = malloc(n);
  if (!p) return 2;
  for (size_t i = 0; i < n; i += 4096) p[i] = 1;
  printf("%d\\n", p[4096]);
  return 0;
}`,
  ...MEMORY_FIGURE_PROGRAMS,
  segv: `int main(void) { *(volatile int *)0 = 1; return 0; }`,
  // Spins until its own CPU clock reads N.6 ms (N >= 5), reached in a small step (a preempted vCPU
  // can make the clock jump on a shared machine), then prints that clock in microseconds.
  cpuFraction: `#include <stdio.h>
#include <time.h>
static long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1000000L + t.tv_nsec / 1000;
}
int main(void) {
  long last = now_us(), now;
  for (;;) {
    now = now_us();
    if (now >= 5000 && now % 1000 >= 600 && now % 1000 < 700 && now - last < 50) break;
    last = now;
  }
  printf("%ld\\n", now);
  return 0;
}`,
  exit3: `int main(void) { return 3; }`,
  // Waits (up to 10 s) until a file named go appears in its box.
  waitForGo: `#include <unistd.h>
int main(void) {
  for (int i = 0; i < 2000 && access("go", F_OK) != 0; i++) usleep(5000);
  return 0;
}`,
  // What the box's root holds beyond its entries (mode, times, extended attributes, inode flags),
  // then marks each: all the program's own to change, as the box's owner.
  boxRoot: `#include <fcntl.h>
#include <linux/fs.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/xattr.h>
int main(void) {
  struct stat st;
  stat(".", &st);
  char names[256];
  int fd = open(".", O_RDONLY | O_DIRECTORY), flags = 0;
  ioctl(fd, FS_IOC_GETFLAGS, &flags);
  printf("mode %o times %lld %lld xattrs %zd nodump %d\\n", st.st_mode & 07777, (long long)st.st_atime,
         (long long)st.st_mtime, listxattr(".", names, sizeof names), !!(flags & FS_NODUMP_FL));
  struct timespec marks[2] = {{1234567, 0}, {7654321, 0}};
  int marked = flags | FS_NODUMP_FL;
  printf("marked %d %d %d %d\\n", chmod(".", 0700), utimensat(AT_FDCWD, ".", marks, 0),
         setxattr(".", "user.left", "1", 1, 0), ioctl(fd, FS_IOC_SETFLAGS, &marked));
  return 0;
}`,
  // Binds an abstract unix socket and leaves it with its descriptors only in flight: queued, in an
  // SCM_RIGHTS message, on a socket pair that is itself queued there, so no process holds any of
  // them when the program ends.
  socketInFlight: `#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
int main(void) {
  int bound = socket(AF_UNIX, SOCK_DGRAM, 0), pair[2];
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  memcpy(addr.sun_path, "\\0left-by-run-1", 15);
  int named = bind(bound, (struct sockaddr *)&addr, sizeof(sa_family_t) + 15);
  socketpair(AF_UNIX, SOCK_DGRAM, 0, pair);
  int fds[3] = {bound, pair[0], pair[1]};
  char byte = 'x';
  struct iovec iov = {&byte, 1};
  union { char buf[CMSG_SPACE(sizeof fds)]; struct cmsghdr align; } control;
  struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf, .msg_controllen = sizeof control.buf};
  struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof fds);
  memcpy(CMSG_DATA(c), fds, sizeof fds);
  printf("%d %d\\n", named, sendmsg(pair[0], &msg, 0) == 1);
  return 0;
}`,
  // Connects to that name, and lists every unix socket of the network namespace but its own.
  unixCensus: `#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
int main(void) {
  int s = socket(AF_UNIX, SOCK_DGRAM, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  memcpy(addr.sun_path, "\\0left-by-run-1", 15);
  printf("connect %d\\n", connect(s, (struct sockaddr *)&addr, sizeof(sa_family_t) + 15));
  FILE *f = fopen("/proc/net/unix", "r");
  char line[512];
  int rows = 0;
  while (f && fgets(line, sizeof line, f)) rows++;
  printf("sockets %d\\n", f ? rows - 2 : -1);
  return 0;
}`,
  flood: `#include <stdio.h>
int main(void) { static char block[1 << 20]; for (int i = 0; i < 100; i++) fwrite(block, 1, sizeof block, stdout); return 0; }`,
  forkbomb: `#include <stdio.h>
#include <unistd.h>
int main(void) {
  int made = 0, refused = 0;
  /* Stops after 200 refusals: each refused fork briefly charges kernel memory to the cgroup, and
     100,000 of them on a loaded machine piled up past 64 MB and ended in an OOM kill (MLE). */
  while (refused < 200) { pid_t p = fork(); if (p == 0) { pause(); _exit(0); } if (p > 0) made++; else refused++; }
  printf("%d\\n", made);
  return 0;
}`,
  net: `#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
int main(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  printf("inet %d %s\\n", s, s < 0 ? strerror(errno) : "");
  int s6 = socket(AF_INET6, SOCK_DGRAM, 0);
  printf("inet6 %d\\n", s6);
  struct sockaddr_in a = {0};
  a.sin_family = AF_INET; a.sin_port = htons(5432); a.sin_addr.s_addr = htonl(0x7f000001);
  int c = s >= 0 ? connect(s, (struct sockaddr *)&a, sizeof a) : -1;
  printf("connect %d\\n", c);
  int pair[2];
  printf("socketpair %d\\n", socketpair(AF_UNIX, SOCK_STREAM, 0, pair));
  return 0;
}`,
  peek: `#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_RDONLY);
    char buf[64];
    ssize_t n = fd >= 0 ? read(fd, buf, sizeof buf) : -1;
    printf("%s %s\\n", argv[i], n >= 0 ? "READABLE" : "denied");
  }
  DIR *d = opendir("/");
  for (struct dirent *e; d && (e = readdir(d));) printf("root-entry %s\\n", e->d_name);
  return 0;
}`,
  scribble: `#include <fcntl.h>
#include <stdio.h>
int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    printf("%s %s\\n", argv[i], fd >= 0 ? "WRITTEN" : "denied");
  }
  return 0;
}`,
  // Signals everything it can reach, its process group last (a group is not bounded by the pid
  // namespace): SIGTERM, which it ignores itself, and the lowest priority.
  killer: `#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
int main(int argc, char **argv) {
  printf("all %d\\n", kill(-1, SIGKILL));
  for (int i = 1; i < argc; i++) printf("pid %d\\n", kill(atoi(argv[i]), SIGKILL));
  signal(SIGTERM, SIG_IGN);
  printf("group %d %d\\n", kill(0, SIGTERM), setpriority(PRIO_PGRP, 0, 19));
  return 0;
}`,
  interactor: `#include <stdio.h>
int main(void) {
  int ok = 0;
  for (int i = 1; i <= 5; i++) {
    printf("%d\\n", i); fflush(stdout);
    long long back;
    if (scanf("%lld", &back) != 1) break;
    if (back == 2LL * i) ok++;
  }
  printf("0\\n"); fflush(stdout);
  fprintf(stderr, "correct %d\\n", ok);
  return ok == 5 ? 0 : 1;
}`,
  say: `#include <stdio.h>
int main(void) { printf("40 2\\n"); return 0; }`,
  doubler: `#include <stdio.h>
int main(void) {
  long long x;
  while (scanf("%lld", &x) == 1 && x != 0) { printf("%lld\\n", 2 * x); fflush(stdout); }
  return 0;
}`,
  reader: `#include <stdio.h>
int main(void) { long long x; return scanf("%lld", &x) == 1 ? 0 : 1; }`,
};

/** The command a process runs, '' for a zombie or a process gone. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]!;
  } catch {
    return '';
  }
}

// Runs on the host, as root, against a sandboxed program that is running.
const FILTER_CHECK = `// Reads the seccomp filter of a running process (PTRACE_SECCOMP_GET_FILTER, as root) and runs it,
// as the kernel would, on every syscall number of both ABIs and on the arguments its rules look
// at, comparing each decision with what the sandbox README promises. Prints the mismatches and a
// count. Usage: filterCheck PID run|compile SELF (SELF: the pid kill may target, 0 for no rule).
#define _GNU_SOURCE
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/sched.h>
#include <linux/seccomp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>

#define ERR(e) (SECCOMP_RET_ERRNO | (e))
#define NS (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP)

static const int denied[] = {
  SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_mount, SYS_umount2, SYS_pivot_root,
  SYS_chroot, SYS_swapon, SYS_swapoff, SYS_reboot, SYS_kexec_load, SYS_kexec_file_load, SYS_init_module,
  SYS_finit_module, SYS_delete_module, SYS_bpf, SYS_perf_event_open, SYS_keyctl, SYS_add_key,
  SYS_request_key, SYS_setns, SYS_unshare, SYS_acct, SYS_quotactl, SYS_settimeofday, SYS_clock_settime,
  SYS_clock_adjtime, SYS_adjtimex, SYS_sethostname, SYS_setdomainname, SYS_open_by_handle_at,
  SYS_name_to_handle_at, SYS_userfaultfd, SYS_syslog, SYS_vhangup, SYS_fanotify_init, SYS_lookup_dcookie,
  SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register, SYS_open_tree, SYS_move_mount, SYS_fsopen,
  SYS_fsconfig, SYS_fsmount, SYS_fspick, SYS_mount_setattr, SYS_pidfd_getfd, SYS_kcmp, SYS_shmget,
  SYS_shmat, SYS_shmctl, SYS_shmdt, SYS_msgget, SYS_msgsnd, SYS_msgrcv, SYS_msgctl, SYS_semget, SYS_semop,
  SYS_semctl, SYS_semtimedop, SYS_mq_open, SYS_mq_unlink, SYS_mq_timedsend, SYS_mq_timedreceive,
  SYS_mq_notify, SYS_mq_getsetattr, SYS_iopl, SYS_ioperm, SYS_uselib, SYS_ustat, SYS_sysfs,
};

static uint32_t expected(bool run, pid_t self, uint32_t arch, uint32_t nr, uint64_t a0) {
  if (arch != AUDIT_ARCH_X86_64 || nr >= 0x40000000u) return SECCOMP_RET_KILL_PROCESS;
  if (nr == SYS_clone3) return ERR(ENOSYS);
  for (size_t i = 0; i < sizeof denied / sizeof denied[0]; i++)
    if (nr == (uint32_t)denied[i]) return ERR(EPERM);
  if (nr == SYS_socket || nr == SYS_socketpair) return (uint32_t)a0 == AF_UNIX ? SECCOMP_RET_ALLOW : ERR(EACCES);
  if (nr == SYS_clone) {
    if (a0 & NS) return ERR(EPERM);
    return !run || (a0 & CLONE_THREAD) ? SECCOMP_RET_ALLOW : ERR(EPERM);
  }
  /* The one execve allowed takes the sandbox's own path page, which nobody else knows. */
  if (run && (nr == SYS_fork || nr == SYS_vfork || nr == SYS_execveat || nr == SYS_execve)) return ERR(EPERM);
  if (self && run && (nr == SYS_kill || nr == SYS_tgkill)) return (uint32_t)a0 == (uint32_t)self ? SECCOMP_RET_ALLOW : ERR(EPERM);
  if (self && run && nr == SYS_tkill) return ERR(EPERM);
  if (self && !run && nr == SYS_kill) return (int32_t)a0 <= 0 ? ERR(EPERM) : SECCOMP_RET_ALLOW;
  return SECCOMP_RET_ALLOW;
}

static uint32_t filter(const struct sock_filter *code, unsigned len, const struct seccomp_data *d) {
  uint32_t a = 0;
  for (unsigned pc = 0; pc < len;) {
    struct sock_filter f = code[pc++];
    switch (f.code) {
    case BPF_LD | BPF_W | BPF_ABS: a = *(const uint32_t *)((const char *)d + f.k); break;
    case BPF_RET | BPF_K: return f.k;
    case BPF_JMP | BPF_JA: pc += f.k; break;
    case BPF_JMP | BPF_JEQ | BPF_K: pc += a == f.k ? f.jt : f.jf; break;
    case BPF_JMP | BPF_JGE | BPF_K: pc += a >= f.k ? f.jt : f.jf; break;
    case BPF_JMP | BPF_JGT | BPF_K: pc += a > f.k ? f.jt : f.jf; break;
    case BPF_JMP | BPF_JSET | BPF_K: pc += (a & f.k) ? f.jt : f.jf; break;
    default: return 0xffffffffu; /* an instruction the sandbox does not use */
    }
  }
  return 0xfffffffeu; /* ran off the end */
}

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  pid_t pid = atoi(argv[1]), self = atoi(argv[3]);
  bool run = strcmp(argv[2], "run") == 0;
  int status;
  if (ptrace(PTRACE_SEIZE, pid, 0, 0) < 0 || ptrace(PTRACE_INTERRUPT, pid, 0, 0) < 0 ||
      waitpid(pid, &status, __WALL) != pid) {
    perror("ptrace");
    return 2;
  }
  static struct sock_filter code[BPF_MAXINSNS];
  long len = ptrace(PTRACE_SECCOMP_GET_FILTER, pid, 0, code);
  ptrace(PTRACE_DETACH, pid, 0, 0);
  if (len <= 0) {
    perror("PTRACE_SECCOMP_GET_FILTER");
    return 2;
  }
  const uint64_t args[] = {0, 1, AF_UNIX, AF_INET, AF_INET6, AF_NETLINK, AF_PACKET, 0x100000000ULL | AF_UNIX,
                           SIGCHLD, CLONE_VM | CLONE_VFORK | SIGCHLD, CLONE_VM | CLONE_SIGHAND | CLONE_THREAD,
                           CLONE_NEWUSER, CLONE_NEWNET | CLONE_THREAD, CLONE_NEWCGROUP, CLONE_NEWNS,
                           CLONE_NEWPID | CLONE_VM | CLONE_SIGHAND | CLONE_THREAD, (uint64_t)self,
                           (uint64_t)self + 1, 0xffffffffULL, (uint64_t)-1, 0x7fff00001000ULL};
  const uint32_t arches[] = {AUDIT_ARCH_X86_64, AUDIT_ARCH_I386, AUDIT_ARCH_AARCH64};
  long checked = 0, mismatches = 0;
  for (size_t a = 0; a < 3; a++) {
    for (uint32_t i = 0; i < 2 * 1024; i++) {
      uint32_t nr = i < 1024 ? i : 0x40000000u + (i - 1024);
      for (size_t k = 0; k < sizeof args / sizeof args[0]; k++) {
        struct seccomp_data d = {.nr = (int)nr, .arch = arches[a], .args = {args[k]}};
        uint32_t got = filter(code, (unsigned)len, &d), want = expected(run, self, arches[a], nr, args[k]);
        checked++;
        if (got != want && mismatches++ < 20)
          printf("mismatch: arch %x nr %u arg0 %llx: filter %x, promised %x\\n", arches[a], nr,
                 (unsigned long long)args[k], got, want);
      }
    }
  }
  printf("checked %ld mismatches %ld\\n", checked, mismatches);
  return 0;
}`;

describe.skipIf(!isRoot).each(['one-shot', 'lane'] as const)('jsandbox (as root, %s)', (mode) => {
  let ws: Workspace;
  const launchers = new Map<string, ServerLauncher>();
  /** A run of the helper, the way this suite runs it. */
  function sandboxed(options: SandboxOptions): Promise<SandboxResult> {
    if (mode === 'one-shot') return runSandboxed(options);
    const key = options.cgroup ?? '';
    let launcher = launchers.get(key);
    if (!launcher) {
      launcher = new ServerLauncher();
      launchers.set(key, launcher);
    }
    return launcher.run(options);
  }
  let bin: Record<keyof typeof PROGRAMS, string>;
  let input: string;

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    ws = await Workspace.create('jsandbox-test');
    bin = (await ws.compileC(PROGRAMS)) as typeof bin;
    input = await ws.write('input.txt', '40 2\n');
  }, 60_000);

  afterAll(async () => {
    for (const launcher of launchers.values()) launcher.close();
    await ws?.dispose();
  });

  let runs = 0;
  /** Runs one of the test programs in a fresh box, capturing stdout and stderr outside the box. */
  async function run(
    program: keyof typeof PROGRAMS,
    options: Partial<SandboxOptions> & { args?: string[] } = {},
  ): Promise<{ result: SandboxResult; stdout: string; stderr: string; box: string }> {
    const id = ++runs;
    const box = await ws.box(`box-${id}`, { [program]: bin[program] });
    const stdout = ws.path(`stdout-${id}`);
    const stderr = ws.path(`stderr-${id}`);
    const { args = [], ...rest } = options;
    const result = await sandboxed({
      command: [`./${program}`, ...args],
      box,
      stdout,
      stderr,
      cpuMs: 1000,
      wallMs: 3000,
      memoryKb: 65536,
      uid: UID,
      gid: UID,
      cgroup: CGROUP,
      ...rest,
    });
    const read = async (path: string) => (existsSync(path) ? readFile(path, 'utf8') : '');
    return { result, stdout: await read(stdout), stderr: await read(stderr), box };
  }

  async function expectHostHealthy(): Promise<void> {
    const { result, stdout } = await run('aplusb', { stdin: input });
    expect(result.status).toBe('OK');
    expect(stdout).toBe('42\n');
    expect(await processesOfUid(UID)).toEqual([]);
  }

  describe('verdicts', () => {
    it('runs a program with stdin and stdout files and reports OK with every protection on', async () => {
      const { result, stdout } = await run('aplusb', { stdin: input });
      expect(stdout).toBe('42\n');
      expect(result).toMatchObject({ status: 'OK', exitCode: 0, signal: 0, timeKind: null, missing: [] });
      expect(result.memoryKb).toBeGreaterThan(0);
    });

    it('stops a CPU loop at the CPU limit (TLE, cpu)', async () => {
      const { result } = await run('spin', { cpuMs: 300, wallMs: 3000 });
      expect(result).toMatchObject({ status: 'TLE', timeKind: 'cpu', signal: 9 });
      expect(result.cpuMs).toBeGreaterThanOrEqual(300);
      expect(result.wallMs).toBeLessThan(1500);
    });

    it('stops a sleeper at the wall limit (TLE, wall)', async () => {
      const { result } = await run('sleeper', { cpuMs: 300, wallMs: 500 });
      expect(result).toMatchObject({ status: 'TLE', timeKind: 'wall' });
      expect(result.wallMs).toBeGreaterThanOrEqual(500);
      expect(result.wallMs).toBeLessThan(1500);
    });

    it('kills a program touching 512 MB under a 64 MB limit (MLE)', async () => {
      const { result } = await run('hog', { memoryKb: 65536 });
      expect(result.status).toBe('MLE');
    });

    it("measures the program's own memory: what it touched, not the page cache of its output", () =>
      expectOwnMemoryFigures(run));

    it('reports CPU time rounded to the millisecond, not cut', async () => {
      // Without cgroups the figure is the program's own rusage, which its clock matches up to its
      // exit: N.6 ms is reported as N + 1.
      const { result, stdout } = await run('cpuFraction', { namespaces: false, cgroups: false });
      expect(result.status).toBe('OK');
      const ownMs = Math.floor(Number(stdout) / 1000);
      expect([ownMs + 1, ownMs + 2]).toContain(result.cpuMs);
      // The unrounded figure is the same measurement: summed over many runs, it stays true.
      expect(result.cpuUs).toBeGreaterThanOrEqual(Number(stdout));
      expect(Math.round(result.cpuUs / 1000)).toBe(result.cpuMs);
    });

    it('reports a segfault and a non-zero exit as RE', async () => {
      expect((await run('segv')).result).toMatchObject({ status: 'RE', signal: 11 });
      expect((await run('exit3')).result).toMatchObject({ status: 'RE', exitCode: 3, signal: 0 });
    });

    it('stops 100 MB of output at a 1 MB output limit (OLE)', async () => {
      const { result } = await run('flood', { outputKb: 1024 });
      expect(result.status).toBe('OLE');
      expect((await stat(ws.path(`stdout-${runs}`))).size).toBeLessThanOrEqual(1024 * 1024 + 1);
    });

    it('reports a bad command as SE with a message', async () => {
      const { result } = await run('aplusb', { command: ['./missing-program'] });
      expect(result.status).toBe('SE');
      expect(result.error).toMatch(/missing-program/);
    });
  });

  describe('escape battery', () => {
    it('contains a fork bomb (no fork in the run profile, pids limit in the compile profile)', async () => {
      const denied = await run('forkbomb', { cpuMs: 500 });
      expect(denied.result.status).toBe('OK');
      expect(denied.stdout).toBe('0\n');
      const limited = await run('forkbomb', { seccomp: 'compile', procs: 8, cpuMs: 500, wallMs: 2000 });
      expect(limited.result.status).toBe('OK');
      expect(Number(limited.stdout)).toBe(7);
      await expectHostHealthy();
    });

    it('refuses internet sockets, so nothing reaches 127.0.0.1:5432', async () => {
      for (const seccomp of ['run', 'compile'] as const) {
        const { stdout } = await run('net', { seccomp });
        expect(stdout).toMatch(/^inet -1 Permission denied$/m);
        expect(stdout).toMatch(/^inet6 -1$/m);
        expect(stdout).toMatch(/^connect -1$/m);
        expect(stdout).toMatch(/^socketpair 0$/m);
      }
    });

    it('shows nothing of the host outside the system directories', async () => {
      const secrets = [
        '/etc/shadow',
        '/etc/passwd',
        '/root/.bashrc',
        '/work/main/package.json',
        process.cwd(),
      ];
      const { result, stdout } = await run('peek', { args: secrets });
      expect(result.status).toBe('OK');
      for (const path of secrets) expect(stdout).toContain(`${path} denied`);
      const entries = [...stdout.matchAll(/^root-entry (.+)$/gm)].map((m) => m[1]);
      expect(entries).not.toContain('root');
      expect(entries).not.toContain('work');
      expect(entries).not.toContain('home');
      expect(entries).toEqual(expect.arrayContaining(['box', 'tmp', 'usr', 'proc', 'dev', 'etc']));
    });

    it('writes nowhere but the box and /tmp', async () => {
      const token = `escape-${process.pid}-${Date.now()}`;
      const targets = [
        `/${token}`,
        `/etc/${token}`,
        `/usr/${token}`,
        `/work/main/${token}`,
        `/root/${token}`,
      ];
      const { stdout, box } = await run('scribble', { args: [...targets, `/tmp/${token}`, `/box/${token}`] });
      for (const path of targets) expect(stdout).toContain(`${path} denied`);
      expect(stdout).toContain(`/tmp/${token} WRITTEN`);
      expect(stdout).toContain(`/box/${token} WRITTEN`);
      for (const path of [...targets, `/tmp/${token}`]) expect(existsSync(path)).toBe(false);
      expect(existsSync(`${box}/${token}`)).toBe(true);
    });

    it('cannot kill processes outside the sandbox, not even of its own uid', async () => {
      const sentinel = spawn('sleep', ['30'], { uid: UID, gid: UID, stdio: 'ignore' });
      try {
        // The sentinel shares the process group of the runner, and so of the helper it starts.
        const { stdout } = await run('killer', { args: [String(process.pid), String(sentinel.pid)] });
        expect(stdout).toMatch(/^all /m);
        expect(stdout).toMatch(/^group 0 /m);
        expect(sentinel.exitCode).toBeNull();
        expect(sentinel.signalCode).toBeNull();
        // Still sleeping (not a zombie), at its own priority.
        const text = readFileSync(`/proc/${sentinel.pid}/stat`, 'utf8');
        const stat = text.slice(text.lastIndexOf(')') + 2).split(' ');
        expect([stat[0], stat[16]]).toEqual(['S', '0']);
      } finally {
        sentinel.kill('SIGKILL');
      }
      await new Promise((resolve) => sentinel.once('exit', resolve));
      await expectHostHealthy();
    });

    it("leaves the cgroup's next run no unix socket, not even one whose descriptors are all in flight", async () => {
      // Without a cgroup name, runs share the default network namespace; through a server they go
      // to a supervisor of their own.
      for (const cgroup of [CGROUP, undefined]) {
        for (const seccomp of ['run', 'compile'] as const) {
          const left = await run('socketInFlight', { seccomp, cgroup });
          expect(left.stdout).toBe('0 1\n');
          const { result, stdout } = await run('unixCensus', { cgroup });
          expect(result.status).toBe('OK');
          expect(stdout).toBe('connect -1\nsockets 0\n');
        }
      }
    });

    it("hands a box's next run its root as the runner made it: no mode, times, attributes or flags set before", async () => {
      // A directory, and a tmpfs as the runner's boxes are.
      const plain = await ws.box('reused-box', { boxRoot: bin.boxRoot });
      const mounted = await ws.box('reused-tmpfs-box');
      await execFileAsync('mount', ['-t', 'tmpfs', '-o', 'size=8m,mode=0755', 'jsandbox-test-box', mounted]);
      try {
        await copyFile(bin.boxRoot, `${mounted}/boxRoot`);
        for (const box of [plain, mounted]) {
          const states: string[] = [];
          for (let round = 0; round < 2; round++) {
            const stdout = ws.path(`reused-box-${++runs}`);
            const result = await sandboxed({
              command: ['./boxRoot'],
              box,
              stdout,
              cpuMs: 1000,
              memoryKb: 65536,
              uid: UID,
              gid: UID,
              cgroup: CGROUP,
            });
            expect(result.status).toBe('OK');
            const [state, marked] = (await readFile(stdout, 'utf8')).split('\n');
            expect(marked).toBe('marked 0 0 0 0');
            states.push(state!);
          }
          expect(states[1]).toMatch(/^mode 755 times \d+ \d+ xattrs 0 nodump 0$/);
          expect(states[1]).not.toMatch(/ (1234567|7654321) /);
        }
      } finally {
        // Detached only: a lane keeps the box's mount (its root) while it lives.
        await execFileAsync('umount', ['--lazy', mounted]);
      }
    });

    it.skipIf(process.arch !== 'x64')(
      'installs a seccomp filter that decides every system call as the README says, in every profile',
      async () => {
        const { filterCheck } = await ws.compileC({ filterCheck: FILTER_CHECK });
        const fallback = { namespaces: false, cgroups: false };
        for (const [seccomp, options] of [
          ['run', {}],
          ['compile', {}],
          ['run', fallback],
          ['compile', fallback],
        ] as const) {
          const box = await ws.box(`filter-${++runs}`, { waitForGo: bin.waitForGo });
          const running = sandboxed({
            command: ['./waitForGo'],
            box,
            cpuMs: 1000,
            wallMs: 20_000,
            memoryKb: 65536,
            uid: UID,
            gid: UID,
            cgroup: CGROUP,
            seccomp,
            ...options,
          });
          let pids: number[] = [];
          for (let attempt = 0; attempt < 400 && pids.length === 0; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            pids = (await processesOfUid(UID)).filter((pid) => commandOf(pid) === './waitForGo');
          }
          expect(pids).toHaveLength(1);
          // Without a pid namespace the filter also confines kill to the program itself.
          const self = 'namespaces' in options ? String(pids[0]) : '0';
          const { stdout } = await execFileAsync(filterCheck!, [String(pids[0]), seccomp, self]);
          await writeFile(`${box}/go`, '');
          expect((await running).status).toBe('OK');
          expect(stdout).toMatch(/^checked \d+ mismatches 0$/m);
        }
      },
    );

    it('survives a memory bomb and a huge output, leaving the host healthy', async () => {
      expect((await run('hog', { memoryKb: 32768 })).result.status).toBe('MLE');
      expect((await run('flood', { outputKb: 512 })).result.status).toBe('OLE');
      await expectHostHealthy();
    });

    it('catches #include "/dev/urandom" with the compile limits', async () => {
      const box = await ws.box('compile-bomb');
      await ws.write('compile-bomb/main.c', '#include "/dev/urandom"\nint main(void) { return 0; }\n');
      const result = await sandboxed({
        command: ['/usr/bin/gcc', '-fmax-errors=3', 'main.c', '-o', 'main'],
        box,
        stderr: ws.path('compile-bomb.err'),
        seccomp: 'compile',
        cpuMs: 2000,
        wallMs: 4000,
        memoryKb: 262144,
        outputKb: 1024,
        procs: 16,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      expect(['TLE', 'MLE', 'OLE']).toContain(result.status);
      await expectHostHealthy();
    });

    it('does not leak /etc/shadow through #include', async () => {
      const box = await ws.box('include-shadow');
      await ws.write('include-shadow/main.c', '#include "/etc/shadow"\nint main(void) { return 0; }\n');
      const result = await sandboxed({
        command: ['/usr/bin/gcc', 'main.c', '-o', 'main'],
        box,
        stderr: ws.path('include-shadow.err'),
        seccomp: 'compile',
        cpuMs: 5000,
        memoryKb: 262144,
        procs: 16,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      const messages = await ws.read('include-shadow.err');
      expect(result.status).toBe('RE');
      expect(messages).toMatch(/No such file or directory/);
      const shadow = await readFile('/etc/shadow', 'utf8');
      const firstUser = shadow.split(':')[0]!;
      expect(messages).not.toContain(`${firstUser}:`);
    });
  });

  describe('managed runtimes', () => {
    it('gives Java MLE for a heap bomb and RE for a Python exception', async () => {
      const java = findLanguageSpec('Java')!;
      const box = await ws.box('java-mle');
      await ws.write(
        'java-mle/Main.java',
        'import java.util.*;\npublic class Main { public static void main(String[] a) { List<byte[]> l = new ArrayList<>(); while (true) { byte[] b = new byte[1 << 20]; Arrays.fill(b, (byte) 1); l.add(b); } } }\n',
      );
      const { stdout: javaHome } = await execFileAsync('bash', [
        '-c',
        'dirname $(dirname $(readlink -f $(which javac)))',
      ]);
      const jdk = javaHome.trim();
      const binds = existsSync('/etc/java-17-openjdk') ? [{ source: '/etc/java-17-openjdk' }] : [];
      const compiled = await sandboxed({
        command: [`${jdk}/bin/javac`, '-J-XX:+UseSerialGC', '-J-XX:TieredStopAtLevel=1', 'Main.java'],
        box,
        binds,
        seccomp: 'compile',
        cpuMs: 20_000,
        wallMs: 30_000,
        memoryKb: 1024 * 1024,
        procs: 64,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      expect(compiled.status).toBe('OK');
      const memoryKb = 2 * 65536;
      const tc = {
        id: 'java' as const,
        command: `${jdk}/bin/javac`,
        runner: `${jdk}/bin/java`,
        version: '',
        major: 17,
        binds: [],
      };
      const stderr = ws.path('java-mle.err');
      const result = await sandboxed({
        command: java.run(tc, { memoryKb }),
        box,
        binds,
        stderr,
        cpuMs: 5000,
        wallMs: 10_000,
        memoryKb,
        procs: java.runProcs,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      const verdict =
        result.status === 'RE' && isLanguageMemoryError(java, result, await readFile(stderr, 'utf8'))
          ? 'MLE'
          : result.status;
      expect(verdict).toBe('MLE');

      const pyBox = await ws.box('python-re');
      await ws.write('python-re/main.py', 'raise ValueError("boom")\n');
      const pyErr = ws.path('python-re.err');
      const py = await sandboxed({
        command: ['/usr/bin/python3', 'main.py'],
        box: pyBox,
        stderr: pyErr,
        cpuMs: 2000,
        memoryKb: 131072,
        uid: UID,
        gid: UID,
        cgroup: CGROUP,
      });
      expect(py).toMatchObject({ status: 'RE', exitCode: 1 });
      expect(await readFile(pyErr, 'utf8')).toContain('ValueError: boom');
    }, 60_000);
  });

  describe('lifetime', () => {
    // The lane's counterpart, a killed server, is in lane.test.ts.
    it.skipIf(mode === 'lane')(
      'ends the sandbox when whoever started the helper is killed',
      async () => {
        const box = await ws.box('orphan', { sleeper: bin.sleeper });
        const args = sandboxArgs({
          command: ['./sleeper'],
          box,
          cpuMs: 20_000,
          wallMs: 30_000,
          memoryKb: 65536,
          uid: UID,
          gid: UID,
          cgroup: CGROUP,
        });
        // A shell that starts the helper and waits, as the runner's launcher does; killing it
        // stands for a runner that is SIGKILLed mid-run.
        const quoted = [SANDBOX_BINARY, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
        const starter = spawn('/bin/sh', ['-c', `${quoted} >/dev/null; :`], { stdio: 'ignore' });
        const deadline = Date.now() + 5000;
        while ((await processesOfUid(UID)).length === 0 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(await processesOfUid(UID)).not.toEqual([]);
        starter.kill('SIGKILL');
        while ((await processesOfUid(UID)).length > 0 && Date.now() < deadline + 5000) {
          await new Promise((r) => setTimeout(r, 50));
        }
        expect(await processesOfUid(UID)).toEqual([]);
        await expectHostHealthy();
      },
      20_000,
    );
  });

  describe('fallback without namespaces and cgroups', () => {
    const fallback = { namespaces: false, cgroups: false } as const;

    it('still enforces the CPU limit and says what is missing', async () => {
      const { result } = await run('spin', { ...fallback, cpuMs: 300 });
      expect(result).toMatchObject({ status: 'TLE', timeKind: 'cpu' });
      expect(result.missing).toEqual(
        expect.arrayContaining([
          'namespaces',
          'network-namespace',
          'cgroup-memory',
          'cgroup-pids',
          'cgroup-cpu',
        ]),
      );
    });

    it('still enforces the output limit and runs normal programs', async () => {
      expect((await run('flood', { ...fallback, outputKb: 1024 })).result.status).toBe('OLE');
      const { result, stdout } = await run('aplusb', { ...fallback, stdin: input });
      expect(result.status).toBe('OK');
      expect(stdout).toBe('42\n');
      expect((await run('forkbomb', { ...fallback, cpuMs: 300 })).stdout).toBe('0\n');
      expect(await processesOfUid(UID)).toEqual([]);
    });
  });

  describe('interactive wiring through FIFOs', () => {
    async function pair(
      programA: keyof typeof PROGRAMS,
      programB: keyof typeof PROGRAMS,
      wallMs: number,
    ): Promise<[SandboxResult, SandboxResult, string]> {
      const tag = `pair-${++runs}`;
      const toA = ws.path(`${tag}-to-a`);
      const toB = ws.path(`${tag}-to-b`);
      await execFileAsync('mkfifo', ['-m', '0600', toA, toB]);
      const common = { cpuMs: 1000, wallMs, memoryKb: 65536 };
      const boxA = await ws.box(`${tag}-a`, { [programA]: bin[programA] });
      const boxB = await ws.box(`${tag}-b`, { [programB]: bin[programB] });
      const errB = ws.path(`${tag}-b.err`);
      const [a, b] = await Promise.all([
        sandboxed({
          ...common,
          command: [`./${programA}`],
          box: boxA,
          stdin: toA,
          stdout: toB,
          uid: UID,
          gid: UID,
          cgroup: `${CGROUP}-a`,
        }),
        sandboxed({
          ...common,
          command: [`./${programB}`],
          box: boxB,
          stdin: toB,
          stdout: toA,
          stderr: errB,
          uid: UID + 1,
          gid: UID + 1,
          cgroup: `${CGROUP}-b`,
        }),
      ]);
      return [a, b, existsSync(errB) ? await readFile(errB, 'utf8') : ''];
    }

    it('starts a reader only once its writer is there, so its first read is not end of file', async () => {
      const fifo = ws.path(`late-writer-${++runs}`);
      await execFileAsync('mkfifo', ['-m', '0600', fifo]);
      const out = ws.path(`late-writer-${runs}.out`);
      const common = { cpuMs: 1000, wallMs: 5000, memoryKb: 65536 };
      const reader = sandboxed({
        ...common,
        command: ['./aplusb'],
        box: await ws.box(`late-reader-${runs}`, { aplusb: bin.aplusb }),
        stdin: fifo,
        stdout: out,
        uid: UID,
        gid: UID,
        cgroup: `${CGROUP}-a`,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const writer = sandboxed({
        ...common,
        command: ['./say'],
        box: await ws.box(`late-writer-box-${runs}`, { say: bin.say }),
        stdout: fifo,
        uid: UID + 1,
        gid: UID + 1,
        cgroup: `${CGROUP}-b`,
      });
      const [read, wrote] = await Promise.all([reader, writer]);
      expect(wrote.status).toBe('OK');
      expect(read.status).toBe('OK');
      expect(await readFile(out, 'utf8')).toBe('42\n');
    });

    it('connects a program and an interactor without deadlock', async () => {
      const [program, interactor, log] = await pair('doubler', 'interactor', 5000);
      expect(program.status).toBe('OK');
      expect(interactor.status).toBe('OK');
      expect(log).toContain('correct 5');
    });

    it('ends a pair that waits on each other as TLE by wall time', async () => {
      const [a, b] = await pair('reader', 'reader', 800);
      // Each side has its own watchdog. On a loaded machine one fires first, and its peer then
      // reads end of file and exits on its own (a runtime error) before its watchdog fires: what
      // matters is that the deadlock ends by wall time and neither side passes.
      const results = [a, b];
      expect(results.some((r) => r.status === 'TLE' && r.timeKind === 'wall')).toBe(true);
      for (const r of results) expect(['TLE', 'RE']).toContain(r.status);
    });
  });
});
