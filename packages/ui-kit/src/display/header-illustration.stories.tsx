import { PERSONALIZATION_IMAGES, personalizationImage } from '@ldn/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderIllustration } from './header-illustration';

const meta = {
  title: 'ui-kit/Display/HeaderIllustration',
  component: HeaderIllustration,
  args: { image: personalizationImage('img1') },
  decorators: [
    (Story) => (
      <div style={{ height: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Clouds: Story = {};
export const Stars: Story = { args: { image: personalizationImage('img2') } };
export const HotAirBalloons: Story = { args: { image: personalizationImage('img10') } };

/** [S3.18] img1 to img10, as the list form's picker shows them. */
export const AllImages: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8 }}>
      {PERSONALIZATION_IMAGES.map((image) => (
        <div key={image.value} style={{ height: 60 }}>
          <HeaderIllustration image={image} />
        </div>
      ))}
    </div>
  ),
};
