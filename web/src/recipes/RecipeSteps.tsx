import { Button, TextArea } from '@blueprintjs/core';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { maxRecipeSteps } from '@oms/contracts';
import type { StepDraft } from './recipeForm';

function SortableStep({
  step,
  index,
  onChange,
  onRemove,
}: {
  step: StepDraft;
  index: number;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: step.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`recipes__step${isDragging ? ' recipes__step--dragging' : ''}`}
      data-step-id={step.id}
    >
      <Button
        ref={setActivatorNodeRef}
        variant="minimal"
        icon="drag-handle-vertical"
        aria-label={`Drag step ${index + 1} to reorder`}
        className="recipes__step-handle"
        {...attributes}
        {...listeners}
      />
      <span className="recipes__step-number">{index + 1}.</span>
      <TextArea
        fill
        autoResize
        value={step.text}
        aria-label={`Step ${index + 1}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <Button variant="minimal" icon="cross" aria-label={`Remove step ${index + 1}`} onClick={onRemove} />
    </li>
  );
}

/** Method steps, dragged (or moved with the keyboard) into order; at most 20 (spec 02 §5). */
export function RecipeSteps({ steps, onChange }: { steps: StepDraft[]; onChange: (steps: StepDraft[]) => void }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = steps.findIndex((step) => step.id === active.id);
    const to = steps.findIndex((step) => step.id === over.id);
    onChange(arrayMove(steps, from, to));
  };
  return (
    <>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={steps.map((step) => step.id)} strategy={verticalListSortingStrategy}>
          <ol className="recipes__step-list">
            {steps.map((step, index) => (
              <SortableStep
                key={step.id}
                step={step}
                index={index}
                onChange={(text) => onChange(steps.map((each) => (each.id === step.id ? { ...each, text } : each)))}
                onRemove={() => onChange(steps.filter((each) => each.id !== step.id))}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button
        icon="add"
        text="Add step"
        disabled={steps.length >= maxRecipeSteps}
        title={steps.length >= maxRecipeSteps ? 'A recipe has at most 20 steps' : undefined}
        onClick={() => onChange([...steps, { id: crypto.randomUUID(), text: '' }])}
      />
    </>
  );
}
