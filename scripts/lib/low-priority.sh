#!/usr/bin/env bash
# Usage: low-priority.sh command...  Runs the command, and every process it starts, at the
# lowest CPU priority: it gets what the rest of the machine leaves idle, and gives it back the
# moment anything else wants it. `npm test` runs the unit tests this way beside the browser tests
# and the audit (scripts/test.sh), which leave part of the machine's two cores idle.
#
# A cgroup of its own with the least CPU weight (cgroup v1's cpu.shares, or v2's cpu.weight),
# made under this process's own, where the cgroup filesystem is writable (as root). `nice` alone
# is not enough: with the kernel's autogroups, a server the tests start in a session of its own
# (a detached process) would weigh as much as everything else on the machine. Where no cgroup
# can be made, `nice -n 19` still asks for it.
set -euo pipefail

name="corus-low-priority-$$"
group=""
v1_parent="/sys/fs/cgroup/cpu$(sed -n 's/^[0-9]*:\([^:]*,\)\{0,1\}cpu\(,[^:]*\)\{0,1\}:\(.*\)$/\3/p' /proc/self/cgroup | head -n 1)"
if [ -w "$v1_parent" ] && [ -f "$v1_parent/cpu.shares" ] && mkdir "$v1_parent/$name" 2>/dev/null; then
  group="$v1_parent/$name"
  echo 2 >"$group/cpu.shares"
elif [ -f /sys/fs/cgroup/cgroup.controllers ] && grep -qw cpu /sys/fs/cgroup/cgroup.controllers; then
  v2_parent="/sys/fs/cgroup$(sed -n 's/^0::\(.*\)$/\1/p' /proc/self/cgroup)"
  if echo +cpu >"$v2_parent/cgroup.subtree_control" 2>/dev/null && mkdir "$v2_parent/$name" 2>/dev/null; then
    group="$v2_parent/$name"
    echo 1 >"$group/cpu.weight"
  fi
fi

if [ -n "$group" ]; then
  # This shell moves in, and what it runs is born there.
  if [ -f "$group/cgroup.procs" ]; then echo $$ >"$group/cgroup.procs"; else echo $$ >"$group/tasks"; fi
  status=0
  nice -n 19 "$@" || status=$?
  # Out again, so the group can be removed once its processes have ended.
  if [ -f "${group%/*}/cgroup.procs" ]; then echo $$ >"${group%/*}/cgroup.procs"; fi
  rmdir "$group" 2>/dev/null || true
  exit "$status"
fi
echo "low-priority: no cgroup could be made here; running at nice 19 only" >&2
exec nice -n 19 "$@"
