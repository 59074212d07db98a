/** Placeholder until the issue-16 helper that owns this route builds it. */
export default function GroupTrainingProblemRoute() {
  return null;
}
