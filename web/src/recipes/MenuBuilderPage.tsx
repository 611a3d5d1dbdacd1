import { Alert, Button, Callout, Card, Classes, Icon, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import { formatPence, type RecipeSummary, recipeMessages, ukAllergens } from '@oms/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState } from '../platform/EmptyState';
import { LoadingState } from '../platform/LoadingState';
import { PageHeading } from '../platform/PageHeading';
import { showErrorToast, showToast } from '../platform/toaster';
import { PlanLimitModal } from '../subscriptions';
import { planUsageQuery } from '../subscriptions/queries';
import {
  allergenTablePdfUrl,
  allRecipesPdfUrl,
  recipePdfUrl,
  recipesQuery,
  useDeleteRecipe,
  useDuplicateRecipe,
} from './queries';
import { RecipeDetailDialog } from './RecipeDetailDialog';
import { RecipeDialog } from './RecipeDialog';
import { costChangeText, gpIntent, gpText, portionCostText } from './recipeFormat';
import './recipes.css';

const demoVideoHref = 'https://www.youtube.com/results?search_query=oms+menu+builder';
const contactHref = 'mailto:support@oms.test?subject=Menu%20builder';

function PdfButton({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} className={`${Classes.BUTTON} ${Classes.OUTLINED}`}>
      <Icon icon="document" aria-hidden />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </a>
  );
}

function RecipeFlags({ recipe }: { recipe: RecipeSummary }) {
  return (
    <span className="recipes__flags">
      {recipe.belowTarget && (
        <Tag intent="warning" minimal icon="trending-down">
          {recipeMessages.belowTarget}
        </Tag>
      )}
      {recipe.allergensNeedReview && (
        <Tag intent="danger" minimal icon="warning-sign">
          {recipeMessages.allergensNeedReview}
        </Tag>
      )}
    </span>
  );
}

type Question = { kind: 'delete' | 'duplicate'; recipe: RecipeSummary };

function RecipesTab({ venueId }: { venueId: string }) {
  const recipes = useQuery(recipesQuery(venueId));
  const usage = useQuery(planUsageQuery(venueId));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<{ recipeId: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [planLimitOpen, setPlanLimitOpen] = useState(false);
  const remove = useDeleteRecipe(venueId);
  const duplicate = useDuplicateRecipe(venueId);
  const questionId = useId();
  const searchId = useId();
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (recipes.data?.recipes ?? []).filter((recipe) => recipe.title.toLowerCase().includes(words));
  }, [recipes.data, search]);

  const menuBuilder = recipes.data?.menuBuilder;
  // Spec 02 §2.1: not Pro and no Menu_Builder left: Create opens the Plan Limit modal.
  const createLocked = usage.data?.plan !== 'pro' && menuBuilder?.remaining === 0;
  const answer = () => {
    if (!question) return;
    const mutation = question.kind === 'delete' ? remove : duplicate;
    mutation.mutate(question.recipe.recipeId, {
      onSuccess: (result) => {
        setQuestion(null);
        void showToast({ intent: 'success', message: result.message });
      },
      onError: (error) => {
        setQuestion(null);
        showErrorToast(error);
      },
    });
  };

  if (recipes.isPending) return <LoadingState label="Loading recipes" />;
  if (recipes.isError) {
    return <EmptyState icon="error" title="Recipes could not be loaded" description={recipes.error.message} />;
  }
  const view = recipes.data;
  return (
    <>
      <div className="recipes__toolbar">
        <Button
          intent="primary"
          icon="add"
          text={recipeMessages.createRecipe}
          onClick={() => (createLocked ? setPlanLimitOpen(true) : setEditing({ recipeId: null }))}
        />
        <PdfButton href={allRecipesPdfUrl(venueId)} text={recipeMessages.downloadAllPdf} />
        {menuBuilder && menuBuilder.limit !== null && (
          <span className="recipes__usage">
            {menuBuilder.used} of {menuBuilder.limit} recipes this month
          </span>
        )}
      </div>
      <div className="recipes__summary">
        <Tag large minimal intent={view.belowTargetCount > 0 ? 'warning' : 'success'} icon="trending-down">
          {view.belowTargetCount} below target GP ({view.targetGpPercent}%)
        </Tag>
        <Tag large minimal intent={view.needsReviewCount > 0 ? 'danger' : 'success'} icon="warning-sign">
          {view.needsReviewCount} {view.needsReviewCount === 1 ? 'dish needs' : 'dishes need'} allergen review
        </Tag>
      </div>
      <Card className="recipes__list">
        <div className="recipes__list-heading">
          <h2 className="bp6-heading">{recipeMessages.recipeList}</h2>
          <label htmlFor={searchId} className={Classes.TEXT_MUTED}>
            <span className="recipes__visually-hidden">Search by title</span>
          </label>
          <InputGroup
            id={searchId}
            type="search"
            leftIcon="search"
            placeholder="Search by title"
            aria-label="Search by title"
            value={search}
            onValueChange={setSearch}
          />
        </div>
        {shown.length === 0 ? (
          <EmptyState
            icon="book"
            title={view.recipes.length === 0 ? recipeMessages.noRecipes : 'No recipe matches this search'}
            description="Cost a dish from the prices you pay: choose its ingredients from your products."
          />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it.
          <section className="recipes__table-wrap" aria-label="Recipe list" tabIndex={0}>
            <table className="bp6-html-table bp6-html-table-striped recipes__table recipes__table--list">
              <thead>
                <tr>
                  <th scope="col">Recipe</th>
                  <th scope="col" className="recipes__number">
                    Cost per portion
                  </th>
                  <th scope="col" className="recipes__number">
                    Selling price
                  </th>
                  <th scope="col">Gross profit</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((recipe) => (
                  <tr key={recipe.recipeId}>
                    <td>
                      <button type="button" className="recipes__title-link" onClick={() => setViewing(recipe.recipeId)}>
                        {recipe.title}
                      </button>
                      <div className="recipes__details">
                        {recipe.category?.name ?? 'No category'} · {costChangeText(recipe.costChangeSinceLastWeek)}
                      </div>
                      <RecipeFlags recipe={recipe} />
                    </td>
                    <td className="recipes__number" data-label="Cost per portion">
                      {portionCostText(recipe.costPerPortion)}
                    </td>
                    <td className="recipes__number" data-label="Selling price">
                      {recipe.sellingPrice === null ? '–' : formatPence(recipe.sellingPrice)}
                    </td>
                    <td data-label="Gross profit">
                      <Tag intent={gpIntent(recipe.grossProfit)}>{gpText(recipe.grossProfit)}</Tag>
                    </td>
                    <td className="recipes__actions" data-label="Actions">
                      <Button
                        variant="minimal"
                        icon="eye-open"
                        text={recipeMessages.viewDetails}
                        onClick={() => setViewing(recipe.recipeId)}
                      />
                      <a
                        href={recipePdfUrl(venueId, recipe.recipeId)}
                        className={`${Classes.BUTTON} ${Classes.MINIMAL}`}
                        aria-label={`${recipeMessages.downloadPdf}: ${recipe.title}`}
                      >
                        <Icon icon="document" aria-hidden />
                        <span className={Classes.BUTTON_TEXT}>{recipeMessages.downloadPdf}</span>
                      </a>
                      <Button
                        variant="minimal"
                        icon="duplicate"
                        text={recipeMessages.duplicate}
                        aria-label={`${recipeMessages.duplicate} ${recipe.title}`}
                        onClick={() =>
                          createLocked ? setPlanLimitOpen(true) : setQuestion({ kind: 'duplicate', recipe })
                        }
                      />
                      <Button
                        variant="minimal"
                        intent="danger"
                        icon="delete"
                        text={recipeMessages.delete}
                        aria-label={`${recipeMessages.delete} ${recipe.title}`}
                        onClick={() => setQuestion({ kind: 'delete', recipe })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Card>
      <Alert
        isOpen={question !== null}
        intent={question?.kind === 'delete' ? 'danger' : 'primary'}
        icon={question?.kind === 'delete' ? 'delete' : 'duplicate'}
        confirmButtonText="Yes"
        cancelButtonText="No"
        loading={remove.isPending || duplicate.isPending}
        aria-labelledby={questionId}
        onCancel={() => setQuestion(null)}
        onConfirm={answer}
      >
        <p id={questionId}>
          {question?.kind === 'delete' ? recipeMessages.deleteConfirm : recipeMessages.duplicateConfirm}
        </p>
      </Alert>
      {viewing && (
        <RecipeDetailDialog
          venueId={venueId}
          recipeId={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing({ recipeId: viewing });
            setViewing(null);
          }}
        />
      )}
      {editing && <RecipeDialog venueId={venueId} recipeId={editing.recipeId} onClose={() => setEditing(null)} />}
      <PlanLimitModal venueId={venueId} isOpen={planLimitOpen} onClose={() => setPlanLimitOpen(false)} />
    </>
  );
}

function AllergenGridTab({ venueId }: { venueId: string }) {
  const recipes = useQuery(recipesQuery(venueId));
  if (recipes.isPending) return <LoadingState label="Loading the allergen grid" />;
  const list = recipes.data?.recipes ?? [];
  return (
    <>
      <div className="recipes__toolbar">
        <PdfButton href={allergenTablePdfUrl(venueId)} text={recipeMessages.downloadAllergensPdf} />
      </div>
      <Card className="recipes__list">
        {list.length === 0 ? (
          <EmptyState icon="book" title={recipeMessages.noRecipes} description="Dishes appear here once created." />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, and keyboards must reach it.
          <section className="recipes__table-wrap" aria-label="Allergens by dish" tabIndex={0}>
            <table className="bp6-html-table bp6-html-table-striped bp6-compact recipes__allergen-grid">
              <caption className="recipes__visually-hidden">Allergens by dish</caption>
              <thead>
                <tr>
                  <th scope="col">Dish</th>
                  {ukAllergens.map((allergen) => (
                    <th scope="col" key={allergen} className="recipes__allergen-heading">
                      {allergen}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((recipe) => (
                  <tr key={recipe.recipeId}>
                    <th scope="row">
                      {recipe.title}
                      {recipe.allergensEditedByUser && (
                        <Tag minimal className="recipes__edited">
                          {recipeMessages.editedByUser}
                        </Tag>
                      )}
                      {recipe.allergensNeedReview && (
                        <Tag minimal intent="danger" className="recipes__edited">
                          {recipeMessages.allergensNeedReview}
                        </Tag>
                      )}
                    </th>
                    {ukAllergens.map((allergen) => (
                      <td key={allergen} className="recipes__allergen-cell">
                        {recipe.allergens.includes(allergen) ? (
                          <Icon icon="tick-circle" intent="danger" title={`Contains ${allergen}`} />
                        ) : (
                          <span className="recipes__visually-hidden">No</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </Card>
    </>
  );
}

/** /v/{venueId}/menu-builder (spec 02 §2.1): the Recipe Management Dashboard. */
export function MenuBuilderPage() {
  const { venueId = '' } = useParams();
  const [tab, setTab] = useState<'recipes' | 'allergens'>('recipes');
  return (
    <>
      <PageHeading title={recipeMessages.pageTitle} />
      <Callout intent="primary" icon="lightbulb" className="recipes__promo">
        <p>{recipeMessages.promo}</p>
        <p className="recipes__promo-links">
          <a href={demoVideoHref} target="_blank" rel="noreferrer">
            {recipeMessages.watchDemo}
          </a>
          <a href={contactHref}>{recipeMessages.contactUs}</a>
        </p>
      </Callout>
      <Tabs
        id="menu-builder-tabs"
        selectedTabId={tab}
        onChange={(next) => setTab(next as 'recipes' | 'allergens')}
        large
        renderActiveTabPanelOnly
      >
        <Tab id="recipes" title={recipeMessages.recipesTab} panel={<RecipesTab venueId={venueId} />} />
        <Tab id="allergens" title={recipeMessages.allergenGridTab} panel={<AllergenGridTab venueId={venueId} />} />
      </Tabs>
    </>
  );
}
