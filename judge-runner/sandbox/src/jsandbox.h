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
#define JS_FILTER_MAX 512
#define JS_MAX_REQUEST (1 << 20)
#define JS_MAX_ARGS 4096

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
  int usage_fd;
  bool has_swap_limit;
  unsigned long long cpu_base_ns;
  unsigned long long oom_base;
  bool oom_counted; /* the kernel counts OOM kills (oom_kill, since 4.13) */
  long long applied_memory_kb; /* limits as last written, so a reused cgroup rewrites only changes */
  long long applied_procs;
  long long limit_bytes;      /* the memory limit in force: the run's, plus the charge it had to leave room for */
  long long kept_bytes;       /* v1: what reclaim could not free when the limit had to leave room for it */
  long long floor_bytes;      /* v1: usage the last emptying left, so stale cache is measured above it */
};

/* What the sandbox's init tells the supervisor (one-shot) or the server (a lane's init). */
struct js_child_report {
  unsigned long long seq; /* the lane's run it answers; 0 for a lane's init telling it is ready */
  int setup_failed;
  int lane_ending; /* a lane's init ends after this report: it could not clean up after the run */
  int wait_status;
  struct rusage usage; /* largest resident set of any process of the run; their times summed */
  char error[JS_ERR_LEN];
};

struct js_filter {
  struct sock_filter code[JS_FILTER_MAX];
  struct sock_fprog prog;
};

/* Everything the program child needs, prepared by its parent before cloning. */
struct js_launch {
  const struct js_options *opt;
  struct js_cgroup *cg;
  struct js_filter filter;
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
  char child_error[JS_ERR_LEN]; /* written by the child (it shares this memory) when it fails */
};

/* The server's requests to a lane's init (lane.c, lane_init.c), each one SOCK_SEQPACKET message;
 * a run's message carries the request's arguments after this header and its descriptors: stdin,
 * stdout, stderr, then for a new root the mount template, the box and the writable binds. */
enum js_lane_kind { JS_LANE_RUN = 1, JS_LANE_KILL = 2 };
#define JS_LANE_ROOTS 4 /* mount namespaces an init keeps: box, binds and /tmp size differ by step */
#define JS_LANE_MAX_FDS (3 + 2 + JS_MAX_LIST)

struct js_lane_request {
  int kind;
  unsigned long long seq;
  int root;     /* which of init's mount namespaces the run uses */
  int new_root; /* build that one first (replacing what was there) */
  int fd_count;
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
  long long cpu_us; /* unrounded, for summing many short runs */
  long long wall_ms;
  long long memory_kb;
  int exit_code;
  int signal;
  const char *time_kind;
};

/* One section per source file; main.c (the supervisor) calls into them and none calls back, except
 * server.c: main hands it the supervisor to fork for the runs a lane cannot take. */

/* server.c: `jsandbox --serve`, one per runner lane: its requests, and the runs it hands to a
 * supervisor */
int js_serve(int (*supervise)(int, char **));
void js_answer(int status, const char *report);
/* The run ended without a report: how what ran it ended (a wait status; 0 is said as -1, since a
 * supervisor or a lane's init that ends of itself without a report is as gone as a killed one). */
void js_answer_unreported(int wait_status);
/* While a run is in progress: whether its abort came with its request (told once), the
 * descriptor to watch for an abort (-1 when there is none to watch), and, once it is readable,
 * whether the runner asked to abort the run. */
bool js_take_early_abort(void);
int js_input_watch_fd(void);
bool js_abort_requested(void);

/* lane.c: the server's side of the lanes' long-lived sandboxes */
bool js_lane_can_run(const struct js_options *opt);
void js_lane_run(const struct js_options *opt, const char *body, size_t size);
void js_lane_close_all(void);

/* lane_init.c: PID 1 of a lane's sandbox, kept from run to run */
_Noreturn void js_lane_init(int sock, int netns_fd);

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
int js_split_args(char *body, size_t size, char **argv);

/* stdio.c: the program's stdin, stdout and stderr */
int js_open_stdio(const struct js_options *opt, int box_fd, int stdio[3], char *err);
long long js_output_size(int fd);

/* cgroup.c */
int js_cgroup_open(struct js_cgroup *cg, const struct js_options *opt, unsigned *missing, char *err);
int js_cgroup_setup(struct js_cgroup *cg, const struct js_options *opt, unsigned *missing, char *err);
int js_cgroup_empty(struct js_cgroup *cg, int wait_ms, char *err);
int js_cgroup_start_run(struct js_cgroup *cg, const struct js_options *opt, char *err);
unsigned long long js_cgroup_cpu_ns(struct js_cgroup *cg);
unsigned long long js_cgroup_peak_bytes(struct js_cgroup *cg);
unsigned long long js_cgroup_oom_kills(struct js_cgroup *cg);
void js_cgroup_kill(struct js_cgroup *cg);
void js_cgroup_release(struct js_cgroup *cg);

/* seccomp.c */
int js_seccomp_build(struct js_filter *f, enum js_profile profile, const char *exec_path,
                     pid_t only_signal_self, char *err);

/* rootfs.c: the sandbox's file system and network namespace */
int js_netns_open(const char *name, char *err);
int js_netns_sweep(char *err);
int js_template_open(const struct js_options *opt, char *err);
unsigned long long js_template_key(const struct js_options *opt);
int js_hand_over_box(int box_fd, uid_t uid, gid_t gid, char *err);
int js_clone_tree(int dir_fd, const char *path, char *err);
int js_enter_root(const struct js_options *opt, int template_fd, int box_tree, const int *rw_trees,
                  char *err);
int js_mount_tmp(long long tmp_kb, char *err);

/* program.c: the program child and its launch */
void js_remember_cpus(void);
void js_pin_to_current_cpu(void);
bool js_pin_to_cpu(pid_t pid, int cpu);
char **js_build_env(const struct js_options *opt);
pid_t js_start_program(struct js_launch *l, char *err);
bool js_setup_failure(const struct js_launch *l, char *err);
char *js_exec_path_page(void);

/* init.c: PID 1 of the sandbox */
_Noreturn void js_sandbox_init(struct js_launch *l);

/* watchdog.c */
enum js_kill_reason js_watchdog(const struct js_options *opt, const struct js_watch *w, long long start);
enum js_kill_reason js_watch_limits(const struct js_options *opt, const struct js_watch *w, long long start,
                                    int *wait_ms);

/* verdict.c: the verdict and its JSON line */
void js_judge(const struct js_options *opt, struct js_cgroup *cg, struct js_outcome *o,
              enum js_kill_reason killed, int status, const struct rusage *ru, long long out_bytes);
void js_emit_report(const char *report_path, unsigned missing, const struct js_outcome *o, const char *error);
void js_format_report(char *buf, size_t size, unsigned missing, const struct js_outcome *o, const char *error);

#endif
