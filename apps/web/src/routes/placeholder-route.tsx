import { PlaceholderScreen, screenTitles } from '@ldn/feature-pages';
import { useRouteName } from '@ldn/app-shell';

/** The screens later issues deliver: their French title and 'Cet écran arrive bientôt.'. */
export function Component() {
  const routeName = useRouteName();
  return <PlaceholderScreen title={screenTitles[routeName]} />;
}
