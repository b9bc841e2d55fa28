import { ListByIdScreen } from '@ldn/feature-list';
import { assistantOpened } from '@ldn/feature-session';
import { useAppDispatch } from '../app/hooks';

/** [S2.3] `/list/{id}`: a relative's view of a published list, the owner's view for its owner. */
export function Component() {
  const dispatch = useAppDispatch();
  return (
    <ListByIdScreen onOpenProducts={(navigateTo) => dispatch(assistantOpened({ navigateTo }))} />
  );
}
