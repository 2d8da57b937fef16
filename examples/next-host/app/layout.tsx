import type { ReactNode } from 'react';
import 'react-integration-config/styles.css';
import { Providers } from './providers';

export const metadata = { title: 'Integration settings (Next host)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
