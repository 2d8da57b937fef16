/// <reference types="vite/client" />
import type { Meta, StoryObj } from '@storybook/react-vite';

/** Every story module of stories/, by path. */
export const storyModules = import.meta.glob<{ default: Meta } & Record<string, StoryObj>>(
  '../../stories/**/*.stories.tsx',
  { eager: true },
);
