/** Placeholder while issue 11 is being built; replaced by the page. */
export default function TrainingOverviewRoute() {
  return null;
}
