/* Cgroups v1 (separate memory, pids and cpuacct hierarchies) and v2 (one unified tree), detected at
 * run time from /proc/self/mountinfo. A named cgroup is reused run after run (creating and removing
 * one costs more than resetting its counters); without a name each run gets its own. */
#include "jsandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PARENT_NAME "jsandbox"
#define STALE_CACHE_LIMIT (8LL << 20)

struct mounts {
  char memory[4096];
  char pids[4096];
  char cpuacct[4096];
  char unified[4096];
};

static bool has_option(const char *options, const char *name) {
  size_t len = strlen(name);
  for (const char *p = options; (p = strstr(p, name)); p += len) {
    bool starts = p == options || p[-1] == ',';
    bool ends = p[len] == ',' || p[len] == '\0';
    if (starts && ends) return true;
  }
  return false;
}

static void read_mounts(struct mounts *m) {
  memset(m, 0, sizeof *m);
  static char text[65536];
  if (js_read_text("/proc/self/mountinfo", text, sizeof text) <= 0) return;
  for (char *save = NULL, *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
    char mountpoint[4096], fstype[64], super[4096];
    char *dash = strstr(line, " - ");
    if (!dash || sscanf(line, "%*s %*s %*s %*s %4095s", mountpoint) != 1) continue;
    if (sscanf(dash + 3, "%63s %*s %4095s", fstype, super) != 2) continue;
    if (strcmp(fstype, "cgroup2") == 0 && !m->unified[0]) {
      snprintf(m->unified, sizeof m->unified, "%s", mountpoint);
    } else if (strcmp(fstype, "cgroup") == 0) {
      if (has_option(super, "memory")) snprintf(m->memory, sizeof m->memory, "%s", mountpoint);
      if (has_option(super, "pids")) snprintf(m->pids, sizeof m->pids, "%s", mountpoint);
      if (has_option(super, "cpuacct")) snprintf(m->cpuacct, sizeof m->cpuacct, "%s", mountpoint);
    }
  }
}

/* Read once per process: the server (server.c) reads it on its first request and every run it
 * forks inherits the result. Formatting mountinfo costs the kernel ~0.2 ms per read here. */
static void find_mounts(struct mounts *m) {
  static struct mounts cached;
  static bool known;
  if (!known) {
    read_mounts(&cached);
    known = cached.unified[0] || cached.memory[0] || cached.pids[0] || cached.cpuacct[0];
  }
  *m = cached;
}

static bool unified_has(const char *root, const char *controller) {
  char path[4200], buf[512];
  snprintf(path, sizeof path, "%s/cgroup.controllers", root);
  if (js_read_text(path, buf, sizeof buf) <= 0) return false;
  buf[strcspn(buf, "\n")] = '\0';
  for (char *save = NULL, *tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
    if (strcmp(tok, controller) == 0) return true;
  return false;
}

static int make_dir(const char *path) {
  if (mkdir(path, 0755) == 0 || errno == EEXIST) return 0;
  return -1;
}

static int open_in(const char *dir, const char *file, int flags) {
  char path[4200];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  return js_open(path, flags);
}

static int write_in(const char *dir, const char *file, const char *text) {
  char path[4200];
  snprintf(path, sizeof path, "%s/%s", dir, file);
  return js_write_file(path, text);
}

/* Finds `key` in "key value" pairs such as memory.oom_control, memory.events and cpu.stat; its
 * value, or -1 when the file has no such key. */
static long long find_key(int fd, const char *key) {
  char buf[2048];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n <= 0) return -1;
  buf[n] = '\0';
  size_t len = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (strncmp(line, key, len) == 0 && line[len] == ' ') return strtoll(line + len + 1, NULL, 10);
  return -1;
}

static unsigned long long read_key(int fd, const char *key) {
  long long value = find_key(fd, key);
  return value < 0 ? 0 : (unsigned long long)value;
}

static const char *parent_name(void) {
  const char *custom = getenv("JSANDBOX_CGROUP_PARENT");
  return custom && *custom ? custom : PARENT_NAME;
}

/* Opens the group's cgroup.procs for writing, creating the group (and its parent) on first use. */
static int open_group(char *dir, const char *root, const char *name) {
  snprintf(dir, 4096, "%s/%s/%s", root, parent_name(), name);
  int fd = open_in(dir, "cgroup.procs", O_WRONLY);
  if (fd >= 0 || errno != ENOENT) return fd;
  char parent[4200];
  snprintf(parent, sizeof parent, "%s/%s", root, parent_name());
  if (make_dir(parent) < 0 || make_dir(dir) < 0) return -1;
  return open_in(dir, "cgroup.procs", O_WRONLY);
}

/* Writes a limit unless it is already the one last written here. */
static int write_limit(const char *dir, const char *file, long long value, long long *applied, char *err) {
  if (*applied == value) return 0;
  char text[32];
  snprintf(text, sizeof text, "%lld", value);
  if (write_in(dir, file, text) < 0) {
    char what[128];
    snprintf(what, sizeof what, "cgroup %s", file);
    js_format_error(err, what, errno);
    return -1;
  }
  *applied = value;
  return 0;
}

/* memsw (memory + swap) may never be below the memory limit: raising goes memsw first, lowering
 * (refused with EINVAL) goes memory first. */
static int set_v1_memory_limit(struct js_cgroup *cg, long long bytes, char *err) {
  char text[32];
  snprintf(text, sizeof text, "%lld", bytes);
  bool memsw_done = cg->has_swap_limit && write_in(cg->mem_dir, "memory.memsw.limit_in_bytes", text) == 0;
  const char *failed = NULL;
  if (write_in(cg->mem_dir, "memory.limit_in_bytes", text) < 0)
    failed = "cgroup memory.limit_in_bytes";
  else if (cg->has_swap_limit && !memsw_done && write_in(cg->mem_dir, "memory.memsw.limit_in_bytes", text) < 0)
    failed = "cgroup memory.memsw.limit_in_bytes";
  if (failed) {
    int error = errno; /* the caller tells EBUSY */
    js_format_error(err, failed, error);
    errno = error;
    return -1;
  }
  cg->limit_bytes = bytes;
  return 0;
}

static void empty_v1_memory(struct js_cgroup *cg) {
  write_in(cg->mem_dir, "memory.force_empty", "0");
  cg->floor_bytes = js_read_ll(cg->usage_fd);
}

static int apply_v1_memory(struct js_cgroup *cg, const struct js_options *opt, char *err) {
  /* Page cache left charged by earlier runs counts against this run's limit (it is reclaimed on
   * demand, at the program's expense). Emptying costs about 0.7 ms, so only a large remainder is
   * emptied: more than STALE_CACHE_LIMIT above what the last emptying could not free (files of
   * earlier runs on a tmpfs, which no reclaim frees without swap), which would otherwise be
   * emptied in vain before every run. */
  long long usage = !cg->owned && cg->usage_fd >= 0 ? js_read_ll(cg->usage_fd) : -1;
  bool emptied = false;
  if (usage >= 0 && usage < cg->floor_bytes) cg->floor_bytes = usage;
  if (usage >= 0 && usage - cg->floor_bytes > STALE_CACHE_LIMIT) {
    empty_v1_memory(cg);
    emptied = true;
  }
  /* A limit left higher for a charge reclaim could not free is lowered again once some of that
   * charge is gone (then the usage is below it). */
  bool kept_freed = cg->kept_bytes > 0 && usage >= 0 && usage < cg->kept_bytes;
  if (cg->applied_memory_kb != opt->memory_kb || kept_freed) {
    long long bytes = opt->memory_kb * 1024;
    int rc = set_v1_memory_limit(cg, bytes, err);
    /* v1 refuses a limit below what reclaim cannot bring the usage under (EBUSY): page cache it
     * could not free at once (dirty, under writeback), which emptying frees, and what no reclaim
     * frees without swap: files on a tmpfs that earlier runs wrote and the runner keeps (a
     * runner's work directory under a tmpfs /tmp holds its compile log while the runs execute).
     * That charge is not this run's: the limit leaves room for it, and the verdict still holds the
     * program to its own limit (its largest resident set, verdict.c). */
    if (rc < 0 && errno == EBUSY && !emptied) {
      empty_v1_memory(cg);
      rc = set_v1_memory_limit(cg, bytes, err);
    }
    cg->kept_bytes = 0;
    if (rc < 0 && errno == EBUSY) {
      long long kept = js_read_ll(cg->usage_fd);
      rc = kept < 0 ? -1 : set_v1_memory_limit(cg, bytes + kept, err);
      if (rc == 0) cg->kept_bytes = kept;
    }
    if (rc < 0) return -1;
    cg->applied_memory_kb = opt->memory_kb;
  }
  /* The peak only tells an OOM kill where the kernel does not count them (verdict.c). */
  if (cg->peak_fd >= 0 && !cg->oom_counted) js_write_fd(cg->peak_fd, "0");
  cg->oom_base = cg->events_fd >= 0 ? read_key(cg->events_fd, "oom_kill") : 0;
  return 0;
}

/* pids.max counts init too when there is a pid namespace. */
static long long procs_limit(const struct js_options *opt) {
  return opt->procs + (opt->use_namespaces ? 1 : 0);
}

static void open_v1(struct js_cgroup *cg, const struct mounts *m, const char *name, unsigned *missing) {
  int fd;
  cg->version = 1;
  if (m->memory[0] && (fd = open_group(cg->mem_dir, m->memory, name)) >= 0) {
    cg->join_fds[cg->join_count++] = fd;
    cg->usage_fd = open_in(cg->mem_dir, "memory.usage_in_bytes", O_RDONLY);
    cg->peak_fd = open_in(cg->mem_dir, "memory.max_usage_in_bytes", O_RDWR);
    cg->events_fd = open_in(cg->mem_dir, "memory.oom_control", O_RDONLY);
    cg->oom_counted = cg->events_fd >= 0 && find_key(cg->events_fd, "oom_kill") >= 0;
    char memsw[4200];
    snprintf(memsw, sizeof memsw, "%s/memory.memsw.limit_in_bytes", cg->mem_dir);
    cg->has_swap_limit = access(memsw, W_OK) == 0;
    if (!cg->has_swap_limit) *missing |= JS_MISSING_CG_SWAP;
  } else {
    *missing |= JS_MISSING_CG_MEMORY;
  }
  if (m->pids[0] && (fd = open_group(cg->pids_dir, m->pids, name)) >= 0)
    cg->join_fds[cg->join_count++] = fd;
  else
    *missing |= JS_MISSING_CG_PIDS;
  if (m->cpuacct[0] && (fd = open_group(cg->cpu_dir, m->cpuacct, name)) >= 0) {
    cg->join_fds[cg->join_count++] = fd;
    cg->cpu_fd = open_in(cg->cpu_dir, "cpuacct.usage", O_RDWR);
  } else {
    *missing |= JS_MISSING_CG_CPU;
  }
}

static int start_v1(struct js_cgroup *cg, const struct js_options *opt, char *err) {
  if (cg->mem_dir[0] && apply_v1_memory(cg, opt, err) < 0) return -1;
  if (cg->pids_dir[0] && write_limit(cg->pids_dir, "pids.max", procs_limit(opt), &cg->applied_procs, err) < 0)
    return -1;
  if (cg->cpu_dir[0] && (cg->cpu_fd < 0 || js_write_fd(cg->cpu_fd, "0") < 0)) {
    js_format_error(err, "cgroup cpuacct.usage", errno);
    return -1;
  }
  return 0;
}

static int open_v2(struct js_cgroup *cg, const struct mounts *m, const char *name, unsigned *missing,
                   char *err) {
  char parent[4200];
  cg->version = 2;
  snprintf(parent, sizeof parent, "%s/%s", m->unified, parent_name());
  /* Controllers must be enabled on every level above the leaf; a failure shows up below as a
   * missing controller file. */
  write_in(m->unified, "cgroup.subtree_control", "+memory +pids +cpu");
  if (make_dir(parent) < 0) {
    js_format_error(err, "cgroup v2 parent", errno);
    return -1;
  }
  write_in(parent, "cgroup.subtree_control", "+memory +pids +cpu");
  snprintf(cg->mem_dir, sizeof cg->mem_dir, "%s/%s", parent, name);
  if (make_dir(cg->mem_dir) < 0) {
    js_format_error(err, "cgroup v2 leaf", errno);
    return -1;
  }
  snprintf(cg->pids_dir, sizeof cg->pids_dir, "%s", cg->mem_dir);
  snprintf(cg->cpu_dir, sizeof cg->cpu_dir, "%s", cg->mem_dir);

  char max[4200];
  snprintf(max, sizeof max, "%s/memory.max", cg->mem_dir);
  if (access(max, W_OK) == 0) {
    if (write_in(cg->mem_dir, "memory.swap.max", "0") < 0) *missing |= JS_MISSING_CG_SWAP;
    write_in(cg->mem_dir, "memory.oom.group", "1");
    cg->peak_fd = open_in(cg->mem_dir, "memory.peak", O_RDWR);
    cg->events_fd = open_in(cg->mem_dir, "memory.events", O_RDONLY);
    cg->oom_counted = cg->events_fd >= 0 && find_key(cg->events_fd, "oom_kill") >= 0;
  } else {
    *missing |= JS_MISSING_CG_MEMORY;
    cg->mem_dir[0] = '\0';
  }
  cg->cpu_fd = open_in(cg->cpu_dir, "cpu.stat", O_RDONLY);
  if (cg->cpu_fd < 0) *missing |= JS_MISSING_CG_CPU;
  char pids_max[4200];
  snprintf(pids_max, sizeof pids_max, "%s/pids.max", cg->pids_dir);
  if (access(pids_max, W_OK) < 0) *missing |= JS_MISSING_CG_PIDS;
  cg->kill_fd = open_in(cg->pids_dir, "cgroup.kill", O_WRONLY);
  cg->join_fds[cg->join_count] = open_in(cg->pids_dir, "cgroup.procs", O_WRONLY);
  if (cg->join_fds[cg->join_count++] < 0) {
    js_format_error(err, "cgroup v2 cgroup.procs", errno);
    return -1;
  }
  return 0;
}

static int start_v2(struct js_cgroup *cg, const struct js_options *opt, char *err) {
  if (cg->mem_dir[0]) {
    long long applied_bytes = cg->applied_memory_kb < 0 ? -1 : cg->applied_memory_kb * 1024;
    if (write_limit(cg->mem_dir, "memory.max", opt->memory_kb * 1024, &applied_bytes, err) < 0) return -1;
    cg->applied_memory_kb = opt->memory_kb;
    cg->limit_bytes = opt->memory_kb * 1024;
    /* Since Linux 6.12 a write resets the peak as seen through this descriptor. */
    if (cg->peak_fd >= 0 && !cg->owned && !cg->oom_counted && js_write_fd(cg->peak_fd, "reset") < 0) {
      close(cg->peak_fd);
      cg->peak_fd = -1;
    }
    cg->oom_base = cg->events_fd >= 0 ? read_key(cg->events_fd, "oom_kill") : 0;
  }
  /* Without the pids controller (reported missing) this write fails, and is tried again next run. */
  write_limit(cg->pids_dir, "pids.max", procs_limit(opt), &cg->applied_procs, err);
  if (cg->cpu_fd >= 0) cg->cpu_base_ns = read_key(cg->cpu_fd, "usage_usec") * 1000ULL;
  return 0;
}

/* Opens (creating it if need be) the run's cgroup, without touching its limits or counters. */
int js_cgroup_open(struct js_cgroup *cg, const struct js_options *opt, unsigned *missing, char *err) {
  memset(cg, 0, sizeof *cg);
  cg->cpu_fd = cg->peak_fd = cg->events_fd = cg->kill_fd = cg->usage_fd = -1;
  cg->applied_memory_kb = cg->applied_procs = -1;
  if (!opt->use_cgroups) {
    *missing |= JS_MISSING_CG_MEMORY | JS_MISSING_CG_PIDS | JS_MISSING_CG_CPU;
    return 0;
  }
  struct mounts m;
  find_mounts(&m);
  char name[256];
  cg->owned = opt->cgroup_name == NULL;
  if (cg->owned)
    snprintf(name, sizeof name, "run-%d", (int)getpid());
  else
    snprintf(name, sizeof name, "%s", opt->cgroup_name);

  if (m.memory[0] || m.pids[0] || m.cpuacct[0]) {
    open_v1(cg, &m, name, missing);
  } else if (m.unified[0] && unified_has(m.unified, "memory")) {
    if (open_v2(cg, &m, name, missing, err) < 0) return -1;
  } else {
    *missing |= JS_MISSING_CG_MEMORY | JS_MISSING_CG_PIDS | JS_MISSING_CG_CPU;
  }
  return 0;
}

/* Opens the run's cgroup and applies this run's limits. A cgroup kept for many runs (a lane's,
 * lane.c) is opened once, then js_cgroup_start_run for each run. */
int js_cgroup_setup(struct js_cgroup *cg, const struct js_options *opt, unsigned *missing, char *err) {
  if (js_cgroup_open(cg, opt, missing, err) < 0) return -1;
  return js_cgroup_start_run(cg, opt, err);
}

/* This run's limits (written only where they changed) and its counters' starting points. */
int js_cgroup_start_run(struct js_cgroup *cg, const struct js_options *opt, char *err) {
  if (cg->version == 1) return start_v1(cg, opt, err);
  if (cg->version == 2) return start_v2(cg, opt, err);
  return 0;
}

unsigned long long js_cgroup_cpu_ns(struct js_cgroup *cg) {
  if (cg->cpu_fd < 0) return 0;
  if (cg->version == 1) return (unsigned long long)js_read_ll(cg->cpu_fd);
  unsigned long long now = read_key(cg->cpu_fd, "usage_usec") * 1000ULL;
  return now > cg->cpu_base_ns ? now - cg->cpu_base_ns : 0;
}

unsigned long long js_cgroup_peak_bytes(struct js_cgroup *cg) {
  return cg->peak_fd < 0 ? 0 : (unsigned long long)js_read_ll(cg->peak_fd);
}

unsigned long long js_cgroup_oom_kills(struct js_cgroup *cg) {
  if (cg->events_fd < 0) return 0;
  unsigned long long now = read_key(cg->events_fd, "oom_kill");
  return now > cg->oom_base ? now - cg->oom_base : 0;
}

/* Kills what the cgroup lists, except this process. Says whether anything else was left. */
static bool kill_listed(const char *dir) {
  char path[4200];
  snprintf(path, sizeof path, "%s/cgroup.procs", dir);
  char text[16384];
  if (js_read_text(path, text, sizeof text) <= 0) return false;
  bool found = false;
  pid_t self = getpid();
  for (char *p = text, *end; *p; p = end) {
    long pid = strtol(p, &end, 10);
    if (end == p) break;
    if ((pid_t)pid == self) continue;
    kill((pid_t)pid, SIGKILL);
    found = true;
  }
  return found;
}

/* Only needed without a pid namespace: there the namespace's end already killed everything. */
void js_cgroup_kill(struct js_cgroup *cg) {
  if (cg->version == 2 && cg->kill_fd >= 0 && js_write_fd(cg->kill_fd, "1") == 0) return;
  const char *dir = cg->pids_dir[0] ? cg->pids_dir : cg->mem_dir;
  if (!dir[0]) return;
  for (int round = 0; round < 100 && kill_listed(dir); round++) usleep(1000);
}

/* Kills whatever the cgroup still holds and waits, up to `wait_ms`, until it lists no process: a
 * lane starts in a cgroup whose last sandbox may still be ending (a killed server's pid namespace
 * is torn down after the server is gone; a slot taken over after a runner crash), and processes
 * left there would count in its CPU, memory and pids, and hold memory a lower limit is refused for.
 * An exited process is listed no more, but the pids controller counts it until it is reaped, and
 * the init of a killed server's lane is an orphan that the machine's init reaps when it gets to it
 * (here a second or two later): it holds no memory and no CPU, and is not waited for. */
int js_cgroup_empty(struct js_cgroup *cg, int wait_ms, char *err) {
  const char *dirs[] = {cg->mem_dir, cg->pids_dir, cg->cpu_dir};
  long long deadline = js_now_ms() + wait_ms;
  for (;;) {
    bool left = false;
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
      if (dirs[i][0] && kill_listed(dirs[i])) left = true;
    if (!left) return 0;
    if (js_now_ms() > deadline) {
      snprintf(err, JS_ERR_LEN, "cgroup %s still holds processes of an earlier sandbox after %d ms",
               cg->pids_dir[0] ? cg->pids_dir : cg->mem_dir, wait_ms);
      return -1;
    }
    usleep(1000);
  }
}

void js_cgroup_release(struct js_cgroup *cg) {
  int fds[] = {cg->cpu_fd, cg->peak_fd, cg->events_fd, cg->kill_fd, cg->usage_fd};
  for (size_t i = 0; i < sizeof fds / sizeof fds[0]; i++)
    if (fds[i] >= 0) close(fds[i]);
  for (int i = 0; i < cg->join_count; i++)
    if (cg->join_fds[i] >= 0) close(cg->join_fds[i]);
  if (!cg->owned) return;
  const char *dirs[] = {cg->mem_dir, cg->pids_dir, cg->cpu_dir};
  for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++) {
    if (!dirs[i][0]) continue;
    /* Exited tasks leave the cgroup a moment after their parent reaps them. */
    for (int tries = 0; tries < 200 && rmdir(dirs[i]) < 0 && errno == EBUSY; tries++) usleep(500);
  }
}
