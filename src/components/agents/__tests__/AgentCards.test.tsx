import { fireEvent, render, screen, within } from "@testing-library/react"
import agentsJson from "../../../../content/data/agents.json"
import { Themed, polyfillDialog, ui } from "../../ui/testing"
import type { Agent, HomeCopy } from "../../home-types"
import { AgentCards } from "../AgentCards"

const agents: Agent[] = agentsJson.agents
const copy = { title: "Agentes", html: "" } as unknown as HomeCopy

beforeAll(polyfillDialog)

function renderCards() {
  return render(
    <Themed>
      <AgentCards copy={copy} agents={agents} ui={ui} />
    </Themed>,
  )
}

/** Clicks an agent card and waits for its dialog (its code is fetched on the first click). */
const openAgent = (agent: Agent) => {
  fireEvent.click(screen.getByRole("button", { name: agent.title }))
  return screen.findByRole("dialog", { name: agent.title })
}

describe("agent cards and their modal", () => {
  it("shows 5 basic and 3 advanced cards, each a button", () => {
    renderCards()
    const basic = screen.getByRole("list", { name: new RegExp(ui.home.basicAgentsTitle) })
    const advanced = screen.getByRole("list", { name: new RegExp(ui.home.advancedAgentsTitle) })
    expect(within(basic).getAllByRole("button")).toHaveLength(5)
    expect(within(advanced).getAllByRole("button")).toHaveLength(3)
  })

  it("opens a dialog with the tools, title, description, features and practical example", async () => {
    renderCards()
    const agent = agents.find(entry => entry.id === "advanced-3")!
    const dialog = await openAgent(agent)
    const tools = within(dialog).getByRole("list", { name: ui.home.toolsTitle })
    expect(
      within(tools)
        .getAllByRole("listitem")
        .map(item => item.textContent),
    ).toEqual(agent.tools)
    expect(dialog).toHaveTextContent(agent.modal.description)
    for (const feature of agent.modal.features) expect(within(dialog).getByText(feature)).toBeInTheDocument()
    expect(within(dialog).getByText(ui.modal.storyTitle)).toBeInTheDocument()
    expect(dialog).toHaveTextContent(agent.modal.story)
    expect(document.body).toHaveClass("scroll-locked")
  })

  it("closes by the X, by Escape and by the backdrop, unlocking the page each time", async () => {
    renderCards()
    const agent = agents[0]
    const open = () => openAgent(agent)
    const expectClosed = () => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
      expect(document.body).not.toHaveClass("scroll-locked")
    }
    await open()
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: ui.modal.closeLabel }))
    expectClosed()
    await open()
    fireEvent(screen.getByRole("dialog"), new Event("cancel", { cancelable: true }))
    expectClosed()
    await open()
    fireEvent.click(screen.getByRole("dialog"))
    expectClosed()
  })

  it("a click inside the panel keeps it open", async () => {
    renderCards()
    await openAgent(agents[1])
    fireEvent.click(screen.getByText(agents[1].modal.story))
    expect(screen.getByRole("dialog")).toBeInTheDocument()
  })

  it("keeps a single modal: opening another card replaces the content", async () => {
    renderCards()
    await openAgent(agents[0])
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: ui.modal.closeLabel }))
    await openAgent(agents[5])
    expect(screen.getAllByRole("dialog")).toHaveLength(1)
    expect(screen.getByRole("dialog")).toHaveAccessibleName(agents[5].title)
  })
})
