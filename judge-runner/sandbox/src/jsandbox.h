#ifndef JSANDBOX_H
#define JSANDBOX_H

#define _GNU_SOURCE
#include <linux/filter.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/resource.h>
#include <sys/types.h>

#define JS_RUN_DIR "/run/jsandbox"
#define JS_ERR_LEN 512
#define JS_MAX_LIST 64

enum js_profile { JS_SECCOMP_RUN, JS_SECCOMP_COMPILE, JS_SECCOMP_NONE };

struct js_bind {
  const char *src;
  const char *dst;
  bool writable;
};

struct js_options {
  const char *box;
  const char *stdin_path;
  const char *stdout_path;
  const char *stderr_path;
  long long cpu_ms;
  long long wall_ms;
  long long memory_kb;
  long long stack_kb;
  long long output_kb;
  long long tmp_kb;
  long long procs;
  uid_t uid;
  gid_t gid;
  const char *cgroup_name;
  const char *env[JS_MAX_LIST + 1];
  int env_count;
  struct js_bind binds[JS_MAX_LIST];
  int bind_count;
  enum js_profile profile;
  const char *report_path;
  bool use_namespaces;
  bool use_cgroups;
  bool limit_address_space;
  bool cgroup_inherited; /* the named cgroup is already this process's own (server.c) */
  char **argv;
};

/* Protections that could not be applied on this machine, reported in "missing". */
enum js_missing {
  JS_MISSING_NAMESPACES = 1 << 0,
  JS_MISSING_NETNS = 1 << 1,
  JS_MISSING_CG_MEMORY = 1 << 2,
  JS_MISSING_CG_PIDS = 1 << 3,
  JS_MISSING_CG_CPU = 1 << 4,
  JS_MISSING_CG_SWAP = 1 << 5,
  JS_MISSING_UID = 1 << 6,
};

struct js_cgroup {
  int version; /* 0 = none, 1 = v1 hierarchies, 2 = unified */
  bool owned;  /* created for this run only, removed at the end */
  char mem_dir[4096];
  char pids_dir[4096];
  char cpu_dir[4096];
  int join_fds[3];
  int join_count;
  int cpu_fd;
  int peak_fd;
  int events_fd;
  int kill_fd;
  unsigned long long cpu_base_ns;
  unsigned long long oom_base;
};

/* What the sandbox's init (or the fallback child) tells the supervisor. */
struct js_child_report {
  int setup_failed;
  int wait_status;
  struct rusage usage;
  char error[JS_ERR_LEN];
};

/* Everything the program child needs, prepared by the supervisor before cloning. */
struct js_launch {
  const struct js_options *opt;
  struct js_cgroup *cg;
  struct sock_fprog filter;
  char *exec_path; /* page at an unpredictable address; the run filter allows execve of it only */
  char **envp;
  int stdio[3];
  int netns_fd;
  int template_fd;
  int box_tree;
  int rw_trees[JS_MAX_LIST];
  int report_fd;
  int go_fd;
  const char *box_host;
};

enum js_kill_reason { JS_KILLED_NONE, JS_KILLED_CPU, JS_KILLED_WALL };

/* What the supervisor watches: init (namespaced) or the program itself (fallback). */
struct js_watch {
  pid_t pid;
  int done_fd; /* readable once the run is over: init's report pipe, or a pidfd */
  bool namespaced;
  struct js_cgroup *cg;
};

/* The fields of the JSON line. */
struct js_outcome {
  const char *status;
  long long cpu_ms;
  long long wall_ms;
  long long memory_kb;
  int exit_code;
  int signal;
  const char *time_kind;
};

/* One section per source file; main.c (the supervisor) calls into them and none calls back, except
 * server.c: main hands it the supervisor to fork per run, and main.c and cgroup.c read its
 * js_inherited_cgroup. */

/* server.c: `jsandbox --serve`, the long-lived per-lane parent that forks a supervisor per run */
extern const char *js_inherited_cgroup;
int js_serve(int (*supervise)(int, char **));

/* util.c: I/O helpers */
void js_format_error(char *buf, const char *what, int err);
int js_openat(int dir_fd, const char *path, int flags, mode_t mode);
int js_open(const char *path, int flags);
ssize_t js_read_text(const char *path, char *buf, size_t size);
int js_write_file(const char *path, const char *text);
int js_write_fd(int fd, const char *text);
long long js_read_ll(int fd);
long long js_now_ms(void);
void js_set_oom_score_adj(const char *value);

/* args.c: the command line */
int js_parse_args(int argc, char **argv, struct js_options *opt, char *err);

/* stdio.c: the program's stdin, stdout and stderr */
int js_open_stdio(const struct js_options *opt, int box_fd, int stdio[3], char *err);
long long js_output_size(int fd);

/* cgroup.c */
int js_cgroup_setup(struct js_cgroup *cg, const struct js_options *opt, unsigned *missing, char *err);
unsigned long long js_cgroup_cpu_ns(struct js_cgroup *cg);
unsigned long long js_cgroup_peak_bytes(struct js_cgroup *cg);
unsigned long long js_cgroup_oom_kills(struct js_cgroup *cg);
void js_cgroup_kill(struct js_cgroup *cg);
void js_cgroup_release(struct js_cgroup *cg);

/* seccomp.c */
int js_seccomp_build(struct sock_fprog *prog, enum js_profile profile, const char *exec_path,
                     pid_t only_signal_self, char *err);

/* rootfs.c: the sandbox's file system and network namespace */
int js_netns_open(const char *name, char *err);
int js_template_open(const struct js_options *opt, char *err);
int js_clone_tree(const char *path, char *err);
int js_enter_root(const struct js_options *opt, int template_fd, int box_tree, const int *rw_trees,
                  char *err);

/* program.c: the program child and its launch */
void js_pin_to_current_cpu(void);
char **js_build_env(const struct js_options *opt);
pid_t js_start_program(struct js_launch *l, int *err_fd, char *err);
bool js_setup_failure(int err_fd, char *err);

/* init.c: PID 1 of the sandbox */
_Noreturn void js_sandbox_init(struct js_launch *l);

/* watchdog.c */
enum js_kill_reason js_watchdog(const struct js_options *opt, const struct js_watch *w, long long start);

/* verdict.c: the verdict and its JSON line */
void js_judge(const struct js_options *opt, struct js_cgroup *cg, struct js_outcome *o,
              enum js_kill_reason killed, int status, const struct rusage *ru, long long out_bytes);
void js_emit_report(const char *report_path, unsigned missing, const struct js_outcome *o, const char *error);

#endif
