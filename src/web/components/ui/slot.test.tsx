import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { Slot } from './slot';

describe('Slot', () => {
  it("renders its child with the slot's props merged: classes joined, styles merged, the child's other props win", () => {
    const html = renderToString(
      <Slot className="slot" style={{ color: 'red', margin: 0 }} title="from slot" data-slot="">
        <a href="/x" className="child" style={{ color: 'blue' }} title="from child">
          link
        </a>
      </Slot>,
    );
    expect(html).toBe(
      '<a href="/x" class="slot child" style="color:blue;margin:0" title="from child" data-slot="">link</a>',
    );
  });
});

describe('Tabs', () => {
  it('marks the selected tab and renders only its panel, labelled by it', () => {
    const html = renderToString(
      <Tabs defaultValue="b">
        <TabsList aria-label="Views">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">panel A</TabsContent>
        <TabsContent value="b">panel B</TabsContent>
      </Tabs>,
    );
    expect(html).toMatch(
      /role="tab" id="([^"]+)-trigger-a" aria-selected="false"[^>]*data-state="inactive"[^>]*tabindex="-1"/,
    );
    expect(html).toMatch(
      /role="tab" id="([^"]+)-trigger-b" aria-selected="true"[^>]*data-state="active"[^>]*tabindex="0"/,
    );
    expect(html).not.toContain('panel A');
    const panel = /role="tabpanel" id="([^"]+)-content-b" aria-labelledby="([^"]+)-trigger-b"[^>]*>panel B</.exec(html);
    expect(panel?.[1]).toBe(panel?.[2]);
  });
});
