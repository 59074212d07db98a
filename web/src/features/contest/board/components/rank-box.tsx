/** The rank of a row: a star for star users, the award's colours when it won one. */
export function RankBox({
  rank,
  award,
}: {
  rank: number;
  award?: { name: string | null; background: string | null; color: string | null } | null;
}) {
  if (rank === -1) return <span title="star">*</span>;
  if (award)
    return (
      <span
        className="inline-flex min-w-8 items-center justify-center rounded px-1.5 py-0.5 font-semibold"
        style={{ background: award.background ?? undefined, color: award.color ?? undefined }}
        title={award.name ?? undefined}
      >
        {rank}
      </span>
    );
  return <span className="inline-flex min-w-8 justify-center">{rank}</span>;
}
