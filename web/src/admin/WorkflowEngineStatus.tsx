import { AnchorButton, Icon, Spinner } from '@blueprintjs/core';
import { workflowStatusMessages } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { workflowStatusQuery } from './queries';
import './workflowEngineStatus.css';

/** One line above the admin tabs: whether workflows run, with the operators' link to the Temporal Web UI. */
export function WorkflowEngineStatus() {
  const { data } = useQuery(workflowStatusQuery());
  if (!data) return null;
  return (
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
    </p>
  );
}
