/* init, PID 1 of a one-shot sandbox's pid namespace: enters the network namespace and the run's
 * root, waits for the supervisor's "go" (sent once it sits in the cgroup), starts the program,
 * reaps everything, and reports the program's end to the supervisor. */
#include "jsandbox.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

_Noreturn void js_sandbox_init(struct js_launch *l) {
  struct js_child_report report = {0};
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* Out of the supervisor's process group (that of whoever started it): a group is not bounded by
   * the pid namespace, so kill(0) from the program would reach every process of its uid there. */
  setsid();
  pid_t program = -1;
  char go;
  if (l->netns_fd >= 0 && setns(l->netns_fd, CLONE_NEWNET) < 0)
    js_format_error(report.error, "enter network namespace", errno);
  /* Earlier runs of the cgroup may have left unix sockets in its network namespace (rootfs.c). */
  else if ((l->netns_fd < 0 || js_netns_sweep(report.error) == 0) &&
           js_enter_root(l->opt, l->template_fd, l->box_tree, l->rw_trees, report.error) == 0) {
    if (read(l->go_fd, &go, 1) != 1) _exit(1);
    program = js_start_program(l, report.error);
  }

  if (program < 0 || js_setup_failure(l, report.error)) {
    report.setup_failed = 1;
  } else {
    /* Orphans of the program are reparented here and reaped too; when init exits the kernel kills
     * whatever is left in the namespace. */
    pid_t reaped;
    int status;
    while ((reaped = waitpid(-1, &status, 0)) != program)
      if (reaped < 0 && errno != EINTR) break;
    report.wait_status = status;
    /* Everything else in the namespace goes now, before the report: the supervisor may then report
     * without waiting for init's own exit, whose mount namespace teardown waits for an RCU grace
     * period (1-7 ms here). */
    kill(-1, SIGKILL);
    while (waitpid(-1, NULL, 0) >= 0 || errno == EINTR) {
    }
    getrusage(RUSAGE_CHILDREN, &report.usage);
  }
  if (write(l->report_fd, &report, sizeof report) < 0) _exit(2);
  _exit(0);
}
