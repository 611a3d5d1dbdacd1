import { AnchorButton, Button, Collapse, HTMLTable, Icon, Spinner } from '@blueprintjs/core';
import { type LiveWorkflow, workflowStatusMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { workflowStatusQuery } from './queries';
import './workflowEngineStatus.css';

/** One line above the admin tabs: whether workflows run, with the operators' link to the Temporal Web UI. */
export function WorkflowEngineStatus() {
  const { data } = useQuery(workflowStatusQuery());
  const [open, setOpen] = useState(false);
  if (!data) return null;
  return (
    <div className="workflow-engine">
      <p className="workflow-engine-status" role="status">
        {data.status === 'starting' ? (
          <Spinner size={14} />
        ) : (
          <Icon
            icon={data.status === 'ready' ? 'tick-circle' : 'warning-sign'}
            intent={data.status === 'ready' ? 'success' : 'warning'}
          />
        )}
        <span>
          {data.status === 'ready'
            ? workflowStatusMessages.ready
            : data.status === 'starting'
              ? workflowStatusMessages.starting
              : `${workflowStatusMessages.unavailable}: ${data.reason ?? ''}`}
        </span>
        {data.webUiUrl && (
          <AnchorButton
            href={data.webUiUrl}
            target="_blank"
            rel="noopener noreferrer"
            icon="flow-branch"
            text={workflowStatusMessages.openWebUi}
            variant="minimal"
            size="small"
          />
        )}
        {data.live.length > 0 && (
          <Button
            variant="minimal"
            size="small"
            icon={open ? 'chevron-up' : 'chevron-down'}
            text={`${workflowStatusMessages.liveWorkflows} (${data.live.length})`}
            aria-expanded={open}
            onClick={() => setOpen((current) => !current)}
          />
        )}
      </p>
      <Collapse isOpen={open}>
        <LiveWorkflows workflows={data.live} />
      </Collapse>
    </div>
  );
}

/** The downgrades scheduled and special purchases waiting, each opened in the Temporal Web UI. */
function LiveWorkflows({ workflows }: { workflows: LiveWorkflow[] }) {
  return (
    <HTMLTable compact className="live-workflows">
      <thead>
        <tr>
          <th scope="col">Workflow</th>
          <th scope="col">About</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {workflows.map((workflow) => (
          <tr key={workflow.workflowId}>
            <td>
              {workflow.url ? (
                <a href={workflow.url} target="_blank" rel="noopener noreferrer">
                  {workflow.kind}
                </a>
              ) : (
                workflow.kind
              )}
            </td>
            <td>{workflow.subject}</td>
            <td>{workflow.state}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
