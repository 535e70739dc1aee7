import { fireEvent, render, screen, within } from "@testing-library/react"
import agentsJson from "../../../../content/data/agents.json"
import { delegateDialogs } from "../../../lib/browser/dialogs"
import { copyNode, polyfillDialog, ui } from "../../../ui/testing"
import { Agents } from "./Agents"

const { agents } = agentsJson
let stopDialogs: () => void

beforeAll(polyfillDialog)
beforeEach(() => {
  stopDialogs = delegateDialogs(document)
})
afterEach(() => stopDialogs())

const renderAgents = () => render(<Agents data={{ agentsCopy: copyNode("Agentes"), agentsJson, uiJson: ui }} />)

describe("the agent cards", () => {
  it("shows 5 basic and 3 advanced cards, each a button", () => {
    renderAgents()
    const basic = screen.getByRole("list", { name: new RegExp(ui.home.basicAgentsTitle) })
    const advanced = screen.getByRole("list", { name: new RegExp(ui.home.advancedAgentsTitle) })
    expect(within(basic).getAllByRole("button")).toHaveLength(5)
    expect(within(advanced).getAllByRole("button")).toHaveLength(3)
  })

  it("a card opens its agent's dialog: tools, title, description, features and practical example", () => {
    renderAgents()
    const agent = agents.find(entry => entry.id === "advanced-3")!
    fireEvent.click(screen.getByRole("button", { name: agent.title }))
    const dialog = screen.getByRole("dialog", { name: agent.title })
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
  })

  it("closes by a click on the backdrop, not by one inside the panel, and keeps one open at a time", () => {
    renderAgents()
    fireEvent.click(screen.getByRole("button", { name: agents[1].title }))
    fireEvent.click(screen.getByText(agents[1].modal.story))
    expect(screen.getByRole("dialog")).toHaveAccessibleName(agents[1].title)
    fireEvent.click(screen.getByRole("dialog"))
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: agents[5].title }))
    expect(screen.getAllByRole("dialog")).toHaveLength(1)
    expect(screen.getByRole("dialog")).toHaveAccessibleName(agents[5].title)
  })
})
