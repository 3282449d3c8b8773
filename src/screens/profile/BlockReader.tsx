import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { ReaderActionsMenu } from '../../components/ReaderActionsMenu';
import { useToastAction } from '../../components/Toaster';
import { useProvided } from '../../lib/useProvided';
import { blockReaderActors } from '../../machines/block/actors';
import { blockReaderMachine } from '../../machines/block/blockReaderMachine';
import { useApi } from '../../session/SessionProvider';

export interface BlockReaderProps {
  targetId: number;
  targetName: string;
}

/**
 * The profile's "more" menu driven by blockReaderMachine. Once blocked, the reader is taken home:
 * the profile is hidden from the blocker too, and Back should not lead to a "not found".
 */
export function BlockReader(input: BlockReaderProps) {
  const api = useApi();
  const navigate = useNavigate();
  const showToast = useToastAction();
  const [state, send] = useMachine(
    useProvided(() =>
      blockReaderMachine.provide({
        actors: blockReaderActors(api),
        actions: {
          showToast,
          readerBlocked: () => navigate('/', { replace: true }),
        },
      }),
    ),
    { input },
  );
  return (
    <ReaderActionsMenu
      name={input.targetName}
      confirming={state.matches('confirming') || state.matches('blocking')}
      blocking={state.matches('blocking')}
      onBlockRequest={() => send({ type: 'block.request' })}
      onBlockConfirm={() => send({ type: 'block.confirm' })}
      onBlockCancel={() => send({ type: 'block.cancel' })}
    />
  );
}
