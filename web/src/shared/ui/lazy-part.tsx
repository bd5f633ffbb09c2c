// Kept apart from on-demand.tsx so that the routes without such a part do not load it.
import { Text } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { isChunkLoadError } from '../load-chunk';

/**
 * A part of a screen drawn from code of its own (a `lazy` panel, loaded through `loadChunk`), with its
 * fallback while that code loads. Code that fails to load leaves the screen as it is, with the error
 * page's chunk-failure text where the part would be: without it, the failure reached the app's one
 * error boundary and the whole app, header included, became the error page (the gateway stopped while
 * the tickets screen's processor panel loaded). Any other error goes on to that boundary.
 */
export function LazyPart({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkBoundary>
  );
}

class ChunkBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return <PartFailed />;
  }
}

function PartFailed() {
  const { t } = useI18n();
  return (
    <Text role="alert" color="fg.error" textStyle="sm">
      {t.errors.chunk}
    </Text>
  );
}
