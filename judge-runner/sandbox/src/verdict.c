/* How a run ended: the verdict, decided in the order DESIGN.md gives, and the one JSON line that
 * reports it. */
#include "jsandbox.h"

#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>

void js_judge(const struct js_options *opt, struct js_cgroup *cg, struct js_outcome *o,
              enum js_kill_reason killed, int status, const struct rusage *ru, long long out_bytes) {
  long long rusage_us = (ru->ru_utime.tv_sec + ru->ru_stime.tv_sec) * 1000000LL + ru->ru_utime.tv_usec +
                       ru->ru_stime.tv_usec;
  long long cpu_ns = cg->cpu_fd >= 0 ? (long long)js_cgroup_cpu_ns(cg) : rusage_us * 1000;
  /* Rounded, not cut: most runs take under a millisecond, and summed cut figures (what the runner
   * reports as the judged code's CPU) would lose half a millisecond a run. */
  o->cpu_ms = (cpu_ns + 500000) / 1000000;
  o->cpu_us = cpu_ns / 1000;
  /* The program's own memory: the largest resident set of any of its processes (anonymous,
   * stack and the pages of its binary), from wait4. The cgroup's peak would also count the page
   * cache of the files it writes: printing 8 MiB with 1.6 MiB of real memory peaks at 8.7 MiB
   * there. The cgroup still caps the total; page cache is reclaimed before anything is killed.
   * Where the kernel counts the cgroup's OOM kills (since 4.13), a SIGKILL is MLE only if one was
   * counted: the peak also counts page cache earlier runs left (up to the 8 MiB not emptied,
   * cgroup.c), so a program that killed itself with little memory would otherwise read as MLE. */
  o->memory_kb = ru->ru_maxrss;
  if (WIFSIGNALED(status)) o->signal = WTERMSIG(status);
  else if (WIFEXITED(status)) o->exit_code = WEXITSTATUS(status);

  if (killed == JS_KILLED_CPU || cpu_ns > opt->cpu_ms * 1000000 || o->signal == SIGXCPU) {
    o->status = "TLE";
    o->time_kind = "cpu";
  } else if (killed == JS_KILLED_WALL || o->wall_ms > opt->wall_ms) {
    o->status = "TLE";
    o->time_kind = "wall";
  } else if (js_cgroup_oom_kills(cg) > 0 || o->memory_kb > opt->memory_kb ||
             (o->signal == SIGKILL && !cg->oom_counted && cg->limit_bytes > 0 &&
              js_cgroup_peak_bytes(cg) >= (unsigned long long)cg->limit_bytes)) {
    o->status = "MLE";
  } else if (o->signal == SIGXFSZ || out_bytes > opt->output_kb * 1024) {
    o->status = "OLE";
  } else if (o->signal || o->exit_code) {
    o->status = "RE";
  } else {
    o->status = "OK";
  }
}

static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

/* In the bit order of enum js_missing. */
static const char *const missing_names[] = {"namespaces", "network-namespace", "cgroup-memory",
                                            "cgroup-pids", "cgroup-cpu", "cgroup-swap",
                                            "uid-switch"};

static void write_report(FILE *f, unsigned missing, const struct js_outcome *o, const char *error) {
  fprintf(f, "{\"status\":\"%s\",\"cpuMs\":%lld,\"cpuUs\":%lld,\"wallMs\":%lld,\"memoryKb\":%lld,",
          o->status, o->cpu_ms, o->cpu_us, o->wall_ms, o->memory_kb);
  fprintf(f, "\"exitCode\":%d,", o->exit_code);
  fprintf(f, "\"signal\":%d,\"timeKind\":", o->signal);
  if (o->time_kind)
    fprintf(f, "\"%s\"", o->time_kind);
  else
    fputs("null", f);
  fputs(",\"missing\":[", f);
  bool first = true;
  for (size_t i = 0; i < sizeof missing_names / sizeof missing_names[0]; i++) {
    if (!(missing & (1u << i))) continue;
    fprintf(f, "%s\"%s\"", first ? "" : ",", missing_names[i]);
    first = false;
  }
  fputc(']', f);
  if (error) {
    fputs(",\"error\":", f);
    json_string(f, error);
  }
  fputc('}', f);
}

void js_emit_report(const char *report_path, unsigned missing, const struct js_outcome *o, const char *error) {
  FILE *f = stdout;
  if (report_path && !(f = fopen(report_path, "we"))) f = stdout;
  write_report(f, missing, o, error);
  fputc('\n', f);
  fflush(f);
  if (f != stdout) fclose(f);
}

/* The same JSON, without the newline, into buf (cut short if it does not fit). */
void js_format_report(char *buf, size_t size, unsigned missing, const struct js_outcome *o, const char *error) {
  FILE *f = fmemopen(buf, size, "w");
  if (!f) {
    snprintf(buf, size, "{\"status\":\"SE\"}");
    return;
  }
  write_report(f, missing, o, error);
  fclose(f);
}
