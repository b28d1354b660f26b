import { Fragment, type ReactNode } from 'react';
import { parseContent, type Inline } from '../lib/markup.ts';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <a key={i} href={node.href}>
            {renderInline(node.children)}
          </a>
        ) : (
          <a key={i} href={node.href} rel="noopener noreferrer" target="_blank">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** A post's content as elements, never as HTML. */
export function PostBody({ content }: { content: string }) {
  return (
    <div className="post-body">
      {parseContent(content).map((block, i) =>
        block.type === 'heading' ? <h2 key={i}>{renderInline(block.children)}</h2> : <p key={i}>{renderInline(block.children)}</p>,
      )}
    </div>
  );
}
