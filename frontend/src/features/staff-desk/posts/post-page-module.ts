import { lazy, useEffect, useState } from 'react';

type PostPageModule = typeof import('../../blog/BlogPostPage');

// The studio uses the public post page's own article and counts, loaded from that page's chunk on demand.
// A static import would split them into chunks of their own, and the public post page would load more
// files than it did before the studio existed.
let loaded: PostPageModule | undefined;
const loadPostPage = async (): Promise<PostPageModule> => {
  loaded = await import('../../blog/BlogPostPage');
  return loaded;
};

/** The public post page's article component, for the live preview. */
export const PostArticle = lazy(async () => ({ default: (await loadPostPage()).PostArticle }));

/** The post page's module once it has arrived (undefined until then): its word count and reading time. */
export function usePostPageModule(): PostPageModule | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void loadPostPage().then((arrived) => {
      if (current) setModule(arrived);
    });
    return () => {
      current = false;
    };
  }, [module]);
  return module;
}
