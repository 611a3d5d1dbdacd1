import { AnchorButton, Callout, H2, HTMLTable, Tag } from '@blueprintjs/core';
import {
  formatLondonDateTime,
  type WorkflowExecutionView,
  type WorkflowScheduleView,
  workflowListingMessages,
  workflowStatusMessages,
} from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { workflowListingQuery } from './queries';
import './workflowsPage.css';

const when = (instant: string | null) => (instant ? formatLondonDateTime(instant) : '—');

const idCell = (id: string, url: string | null) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {id}
    </a>
  ) : (
    id
  );

function Executions({ runs, empty, closed }: { runs: WorkflowExecutionView[]; empty: string; closed: boolean }) {
  if (runs.length === 0) return <p className="workflows-page__empty">{empty}</p>;
  return (
    <div className="workflows-page__table">
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>Workflow</th>
            <th>Type</th>
            <th>Status</th>
            <th>Started</th>
            {closed && <th>Ended</th>}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={`${run.workflowId}:${run.runId}`}>
              <td data-label="Workflow">{idCell(run.workflowId, run.url)}</td>
              <td data-label="Type">{run.type}</td>
              <td data-label="Status">
                <Tag intent={run.status === 'Running' ? 'primary' : 'danger'} minimal>
                  {run.status}
                </Tag>
              </td>
              <td data-label="Started">{when(run.startedAt)}</td>
              {closed && <td data-label="Ended">{when(run.closedAt)}</td>}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function Schedules({ schedules }: { schedules: WorkflowScheduleView[] }) {
  if (schedules.length === 0) return <p className="workflows-page__empty">{workflowListingMessages.noneScheduled}</p>;
  return (
    <div className="workflows-page__table">
      <HTMLTable compact striped>
        <thead>
          <tr>
            <th>Schedule</th>
            <th>Starts</th>
            <th>Next run</th>
            <th>Last run</th>
          </tr>
        </thead>
        <tbody>
          {schedules.map((schedule) => (
            <tr key={schedule.scheduleId}>
              <td data-label="Schedule">
                {idCell(schedule.scheduleId, schedule.url)} {schedule.paused && <Tag minimal>Paused</Tag>}
              </td>
              <td data-label="Starts">{schedule.workflowType}</td>
              <td data-label="Next run">{when(schedule.nextRunAt)}</td>
              <td data-label="Last run">{when(schedule.lastRunAt)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Operators' view of the workflows, from Temporal itself, each linked into the Temporal Web UI. */
export function WorkflowsPage() {
  const listing = useQuery(workflowListingQuery);
  return (
    <div className="workflows-page">
      <PageHeading
        title={workflowListingMessages.title}
        subtitle="What Temporal is running, has scheduled, and saw fail, time out or be terminated."
        actions={
          listing.data?.webUiUrl ? (
            <AnchorButton
              href={listing.data.webUiUrl}
              target="_blank"
              rel="noreferrer"
              icon="share"
              text={workflowStatusMessages.openWebUi}
            />
          ) : undefined
        }
      />
      {listing.isError ? (
        <Callout intent="warning" title={workflowStatusMessages.unavailable}>
          {listing.error.message}
        </Callout>
      ) : !listing.data ? (
        <LoadingState label="Asking Temporal" />
      ) : listing.data.running.length + listing.data.scheduled.length + listing.data.failed.length === 0 ? (
        <EmptyState
          icon="flows"
          title={workflowListingMessages.noneRunning}
          description="Nothing is scheduled and nothing has failed."
        />
      ) : (
        <>
          <section aria-labelledby="workflows-running">
            <H2 id="workflows-running">
              {workflowListingMessages.running} ({listing.data.running.length})
            </H2>
            <Executions runs={listing.data.running} empty={workflowListingMessages.noneRunning} closed={false} />
          </section>
          <section aria-labelledby="workflows-scheduled">
            <H2 id="workflows-scheduled">
              {workflowListingMessages.scheduled} ({listing.data.scheduled.length})
            </H2>
            <Schedules schedules={listing.data.scheduled} />
          </section>
          <section aria-labelledby="workflows-failed">
            <H2 id="workflows-failed">
              {workflowListingMessages.failed} ({listing.data.failed.length})
            </H2>
            <Executions runs={listing.data.failed} empty={workflowListingMessages.noneFailed} closed />
          </section>
        </>
      )}
    </div>
  );
}
