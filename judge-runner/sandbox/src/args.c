/* The command line: `jsandbox [options] -- PROGRAM [ARG...]` into struct js_options, with the
 * defaults the README lists. A bad option leaves its message in err and stops the parse. */
#include "jsandbox.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int usage_error(char *err, const char *fmt, const char *arg) {
  snprintf(err, JS_ERR_LEN, fmt, arg);
  return -1;
}

static int number(const char *name, const char *value, long long *out, char *err) {
  char *end;
  errno = 0;
  long long n = strtoll(value, &end, 10);
  if (errno || *end || n <= 0) return usage_error(err, "%s needs a positive integer", name);
  *out = n;
  return 0;
}

static int add_bind(struct js_options *opt, char *spec, bool writable, char *err) {
  if (opt->bind_count >= JS_MAX_LIST) return usage_error(err, "too many binds (at most 64), at %s", spec);
  struct js_bind *b = &opt->binds[opt->bind_count++];
  char *colon = strchr(spec, ':');
  if (colon) *colon = '\0';
  b->src = spec;
  b->dst = colon ? colon + 1 : spec;
  b->writable = writable;
  if (b->src[0] != '/' || b->dst[0] != '/' || strstr(b->dst, ".."))
    return usage_error(err, "bind paths must be absolute without '..': %s", spec);
  return 0;
}

/* One option that takes a value, already known to be among those listed in js_parse_args. */
static int set_valued(struct js_options *opt, const char *a, char *v, char *err) {
  if (strcmp(a, "--box") == 0) opt->box = v;
  else if (strcmp(a, "--stdin") == 0) opt->stdin_path = v;
  else if (strcmp(a, "--stdout") == 0) opt->stdout_path = v;
  else if (strcmp(a, "--stderr") == 0) opt->stderr_path = v;
  else if (strcmp(a, "--report") == 0) opt->report_path = v;
  else if (strcmp(a, "--ro") == 0) return add_bind(opt, v, false, err);
  else if (strcmp(a, "--rw") == 0) return add_bind(opt, v, true, err);
  else if (strcmp(a, "--cgroup") == 0) {
    if (!*v || strchr(v, '/') || strcmp(v, ".") == 0 || strcmp(v, "..") == 0)
      return usage_error(err, "--cgroup takes a plain name, got '%s'", v);
    opt->cgroup_name = v;
  } else if (strcmp(a, "--env") == 0) {
    if (!strchr(v, '=')) return usage_error(err, "--env takes KEY=VALUE, got '%s'", v);
    if (opt->env_count >= JS_MAX_LIST) return usage_error(err, "too many --env (at most 64), at %s", v);
    opt->env[opt->env_count++] = v;
  } else if (strcmp(a, "--seccomp") == 0) {
    if (strcmp(v, "run") == 0) opt->profile = JS_SECCOMP_RUN;
    else if (strcmp(v, "compile") == 0) opt->profile = JS_SECCOMP_COMPILE;
    else if (strcmp(v, "none") == 0) opt->profile = JS_SECCOMP_NONE;
    else return usage_error(err, "--seccomp is run, compile or none, got '%s'", v);
  } else {
    long long n;
    if (number(a, v, &n, err) < 0) return -1;
    if (strcmp(a, "--cpu-ms") == 0) opt->cpu_ms = n;
    else if (strcmp(a, "--wall-ms") == 0) opt->wall_ms = n;
    else if (strcmp(a, "--memory-kb") == 0) opt->memory_kb = n;
    else if (strcmp(a, "--stack-kb") == 0) opt->stack_kb = n;
    else if (strcmp(a, "--procs") == 0) opt->procs = n;
    else if (strcmp(a, "--output-kb") == 0) opt->output_kb = n;
    else if (strcmp(a, "--tmp-kb") == 0) opt->tmp_kb = n;
    else if (strcmp(a, "--uid") == 0) opt->uid = (uid_t)n;
    else if (strcmp(a, "--gid") == 0) opt->gid = (gid_t)n;
  }
  return 0;
}

int js_parse_args(int argc, char **argv, struct js_options *opt, char *err) {
  *opt = (struct js_options){
      .cpu_ms = 1000, .memory_kb = 262144, .output_kb = 65536, .tmp_kb = 65536, .procs = 64,
      .uid = 60000, .gid = 60000, .profile = JS_SECCOMP_RUN, .use_namespaces = true,
      .use_cgroups = true, .limit_address_space = true};
  int i = 1;
  for (; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--") == 0) {
      i++;
      break;
    }
    if (strcmp(a, "--no-namespaces") == 0) {
      opt->use_namespaces = false;
      continue;
    }
    if (strcmp(a, "--no-cgroups") == 0) {
      opt->use_cgroups = false;
      continue;
    }
    if (strcmp(a, "--no-address-limit") == 0) {
      opt->limit_address_space = false;
      continue;
    }
    static const char *const valued[] = {"--box", "--stdin", "--stdout", "--stderr", "--cpu-ms", "--wall-ms",
                                         "--memory-kb", "--stack-kb", "--procs", "--output-kb", "--tmp-kb",
                                         "--uid", "--gid", "--report", "--ro", "--rw", "--cgroup", "--env",
                                         "--seccomp"};
    bool known = false;
    for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++) known = known || strcmp(a, valued[k]) == 0;
    if (!known) return usage_error(err, "unknown option %s", a);
    if (i + 1 >= argc) return usage_error(err, "%s needs a value", a);
    if (set_valued(opt, a, argv[++i], err) < 0) return -1;
  }
  if (i >= argc) return usage_error(err, "%s", "missing program: jsandbox [options] -- /path/to/program args...");
  if (!opt->box) return usage_error(err, "%s", "--box DIR is required");
  opt->argv = argv + i;
  if (!opt->wall_ms) opt->wall_ms = opt->cpu_ms * 2 + 1000;
  if (!opt->stack_kb) opt->stack_kb = opt->memory_kb;
  return 0;
}

/* Splits a request of NUL-terminated arguments (server.c) into argv; argv[0] is the helper's own
 * name and argv must hold JS_MAX_ARGS entries. */
int js_split_args(char *body, size_t size, char **argv) {
  int argc = 0;
  argv[argc++] = "jsandbox";
  for (size_t at = 0; at < size && argc < JS_MAX_ARGS - 1;) {
    argv[argc++] = body + at;
    at += strlen(body + at) + 1;
  }
  argv[argc] = NULL;
  return argc;
}
