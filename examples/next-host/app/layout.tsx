// create-next-app's layout (16.4, `--yes --no-tailwind`) with the widget's stylesheet and the host's
// QueryClientProvider added. The template's Geist fonts (next/font/google) are left out: they are fetched from
// Google at build time, which this offline check cannot do. The widget's styles load before the template's
// globals.css on purpose: its `* { padding: 0; margin: 0 }` comes later and must still not reach the widget.
import type { Metadata } from 'next';
import 'react-integration-config/styles.css';
import './globals.css';
import { Providers } from './providers';

export const metadata: Metadata = {
  title: 'Integration settings (Next host)',
  description: 'The widget in a create-next-app host',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
