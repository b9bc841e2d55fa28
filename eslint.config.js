export { default } from '@ldn/eslint-config';
