/** "2 of 5 done" with a bar; the bar is decoration, the words carry the meaning. */
export function TaskProgress({ done, total }: { done: number; total: number }) {
  if (total === 0) return <p className="task-progress-text muted">No tasks yet</p>;
  const percent = Math.round((Math.min(done, total) / total) * 100);
  return (
    <div className="task-progress">
      <p className="task-progress-text">
        {total === 1 ? "1 task" : `${total} tasks`} · {done} of {total} done
      </p>
      <div className="task-progress-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
